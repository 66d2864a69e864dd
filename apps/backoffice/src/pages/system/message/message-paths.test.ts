import { describe, expect, it } from 'vitest';
import { messageDetailsUrl, parseMessageId } from './message-paths';

describe('message detail route', () => {
  it('builds the detail url with the id and a tab title', () => {
    const url = new URL(messageDetailsUrl(12, '消息详情 & 更多'), 'http://x');
    expect(url.pathname).toBe('/message/messageDetails');
    expect(url.searchParams.get('id')).toBe('12');
    expect(url.searchParams.get('_title')).toBe('消息详情 & 更多');
  });

  it('accepts only positive integer ids', () => {
    expect(parseMessageId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(parseMessageId(bad), String(bad)).toBeNull();
    }
  });
});
