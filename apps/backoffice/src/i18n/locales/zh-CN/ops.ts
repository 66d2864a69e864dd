const opsTexts = {
  refresh: '刷新',
  cancel: '取消',
  health: {
    title: '服务与数据库',
    server: '服务状态',
    up: '运行中',
    down: '无法访问',
    database: '数据库',
    dbOk: '连接正常',
    dbDown: '连接异常',
    engine: '数据库类型',
    engines: { pglite: '内嵌 PostgreSQL (PGlite)', postgres: 'PostgreSQL 服务器' },
    migration: '最新迁移',
    version: '版本',
    uptime: '已运行',
    uptimeValue: '{{days}} 天 {{hours}} 小时 {{minutes}} 分',
  },
  sessions: {
    title: '在线会话',
    userName: '用户名',
    placeholder: '输入用户名查看其在线会话',
    search: '查询',
    client: '客户端',
    web: '网页端',
    mini: '小程序',
    createdAt: '登录时间',
    lastUsedAt: '最近活动',
    expiresAt: '过期时间',
    none: '该用户当前没有在线会话',
    hint: '请输入用户名',
  },
  errors: {
    title: '前端错误日志（本浏览器）',
    time: '时间',
    message: '错误信息',
    url: '页面地址',
    none: '没有记录到错误',
    clear: '清空日志',
    clearConfirm: '确定清空本浏览器记录的错误日志吗？',
  },
};

/** The shape every language's `ops` texts must have: zh-CN's keys, each a string. */
export type OpsTexts = typeof opsTexts;
export default opsTexts;
