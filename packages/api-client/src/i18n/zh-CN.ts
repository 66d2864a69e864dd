/** zh-CN texts of the error catalogue (SPEC §8); the Chinese ones are verbatim from the spec. */
export const zhCN = {
  'apiClient.error.fallback': '错误',
  'apiClient.error.serviceBusy': '服务繁忙，请稍后重试！',
  'apiClient.expired.title': '错误提示',
  'apiClient.expired.confirm': '确定',
  'apiClient.notice.latestAnnouncementFailed': '获取最新公告通知失败，失败原因：{msg}',
  'apiClient.notice.unreadFailed': '获取未读消息失败，失败原因：{msg}',
  'apiClient.notice.markReadFailed': '标记已读失败，失败原因：{msg}',
  'apiClient.message.listFailed': '消息接口请求失败！',
  'apiClient.message.statusFailed': '修改消息状态接口失败！',
} as const;

export type ApiMessageKey = keyof typeof zhCN;
