import type { ApiMessageKey } from './zh-CN.js';

export const en: Record<ApiMessageKey, string> = {
  'apiClient.error.fallback': 'Error',
  'apiClient.error.serviceBusy': 'Service busy, please retry later!',
  'apiClient.expired.title': 'Error prompt',
  'apiClient.expired.confirm': 'Confirm',
  'apiClient.notice.latestAnnouncementFailed': 'Failed to get the latest announcement, reason: {msg}',
  'apiClient.notice.unreadFailed': 'Failed to get unread messages, reason: {msg}',
  'apiClient.notice.markReadFailed': 'Failed to mark as read, reason: {msg}',
  'apiClient.message.listFailed': 'Message interface request failed!',
  'apiClient.message.statusFailed': 'Changing message status interface failed!',
};
