// "Required" is the validators' field message, shared with the module declarations and the server.
import { requiredMessage } from '@eldercare/validators';
// The shape of this bundle is the contract: en and es are typed against it, and a test checks
// the three have exactly the same keys.
export const zhCN = {
  kit: {
    common: {
      confirm: '确定',
      cancel: '取消',
      close: '关闭',
      save: '保存',
      back: '返回',
      loading: '加载中',
      operationCancelled: '已取消操作',
      actions: '操作',
      total_one: '共 {{count}} 条',
      total_other: '共 {{count}} 条',
    },
    shell: {
      toggleSidebar: '展开/收起侧边栏',
      resizeSidebar: '拖动调整侧边栏宽度',
      menu: '菜单',
      breadcrumb: '面包屑',
      logout: '退出登录',
      logoutConfirm: '确定注销并退出系统吗？',
      logoutCancelled: '已取消退出',
    },
    tagsView: {
      label: '已打开的页面',
      refresh: '刷新',
      close: '关闭',
      closeOthers: '关闭其他',
      closeAll: '关闭所有',
      unsavedConfirm: '此页面信息未保存，确定要关闭吗？',
      unsaved: '有未保存的修改',
      prompt: '提示',
      scrollBack: '向前滚动标签',
      scrollForward: '向后滚动标签',
      allTabs: '全部标签',
    },
    headerSearch: {
      placeholder: '搜索页面',
      label: '搜索',
      empty: '没有匹配的页面',
    },
    fullScreen: {
      enter: '全屏',
      exit: '退出全屏',
      unsupported: 'you browser can not work',
    },
    size: {
      label: '布局大小',
      default: '默认',
      medium: '中等',
      small: '小',
      mini: '迷你',
      switched: '布局大小已切换',
    },
    textScale: {
      label: '文字大小',
      option: '{{scale}}%',
      switched: '文字大小已切换',
    },
    a11y: {
      skipToContent: '跳到主要内容',
      clear: '清除',
    },
    lang: {
      label: '语言',
      switched: '语言已切换',
    },
    settings: {
      open: '系统布局设置',
      title: '系统布局设置',
      themeColor: '主题颜色',
      tagsView: '开启标签页',
      fixedHeader: '固定头部',
      sidebarLogo: '侧边栏 Logo',
      darkMode: '暗色模式',
      compact: '紧凑布局',
    },
    permission: {
      denied: '没有权限',
    },
    filterBar: {
      query: '查询',
      reset: '重置',
      expand: '展开',
      collapse: '收起',
      start: '开始',
      end: '结束',
    },
    moreMenu: {
      more: '更多',
    },
    table: {
      empty: '暂无数据',
      error: '数据加载失败',
      retry: '重试',
    },
    notice: {
      bell: '消息通知',
      messages: '消息',
      agenda: '待办',
      announcements: '公告',
      fees: '缴费通知',
      activities: '活动通知',
      empty: '暂无通知',
      readAll: '全部已读',
    },
    dialog: {
      maximise: '最大化',
      restore: '还原',
      close: '关闭',
      resize: '调整大小',
    },
    form: {
      idCardBadChecksum: '身份证校验位有误，请核对',
      male: '男',
      female: '女',
      add: '新增',
      edit: '编辑',
      look: '查看',
      submit: '提交',
      saved: '保存成功',
      selectPlaceholder: '请选择',
      inputPlaceholder: '请输入',
      required: requiredMessage('{{label}}', 'zh-CN'),
      upload: '上传',
    },
    list: {
      add: '新增',
      edit: '编辑',
      look: '查看',
      delete: '删除',
      deleteConfirm: '确定删除这条记录吗？',
      deleted: '删除成功',
      export: '导出',
      import: '导入',
    },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every language bundle has exactly the zh-CN keys (string values of any text). */
export type KitLocaleBundle = Widen<typeof zhCN>;
