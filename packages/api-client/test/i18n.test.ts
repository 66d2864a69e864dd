import { describe, expect, it } from 'vitest';
import { API_LOCALES, apiMessages, formatApiMessage } from '../src/index.js';

describe('client texts in zh-CN, en and es', () => {
  const zhKeys = Object.keys(apiMessages['zh-CN']).sort();

  it.each(API_LOCALES)('%s has every key, none empty', (locale) => {
    const bundle = apiMessages[locale];
    expect(Object.keys(bundle).sort()).toEqual(zhKeys);
    for (const text of Object.values(bundle)) expect(text.trim()).not.toBe('');
  });

  it.each(API_LOCALES)('%s keeps the {msg} placeholder wherever zh-CN has it', (locale) => {
    for (const key of zhKeys) {
      const zh = apiMessages['zh-CN'][key as keyof (typeof apiMessages)['zh-CN']];
      const text = apiMessages[locale][key as keyof (typeof apiMessages)['zh-CN']];
      expect(text.includes('{msg}'), `${locale} ${key}`).toBe(zh.includes('{msg}'));
    }
  });

  it('uses the spec texts verbatim in zh-CN', () => {
    expect(formatApiMessage('apiClient.notice.latestAnnouncementFailed', 'zh-CN', { msg: 'X' })).toBe(
      '获取最新公告通知失败，失败原因：X',
    );
    expect(formatApiMessage('apiClient.notice.unreadFailed', 'zh-CN', { msg: 'X' })).toBe(
      '获取未读消息失败，失败原因：X',
    );
    expect(formatApiMessage('apiClient.notice.markReadFailed', 'zh-CN', { msg: 'X' })).toBe(
      '标记已读失败，失败原因：X',
    );
  });

  it('falls back to zh-CN for an unknown locale', () => {
    expect(formatApiMessage('apiClient.error.serviceBusy', 'fr')).toBe('服务繁忙，请稍后重试！');
  });
});
