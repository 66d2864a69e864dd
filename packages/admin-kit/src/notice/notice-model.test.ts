import { describe, expect, it } from 'vitest';
import { noticeTotal } from './notice-model';

const lists = {
  messages: [{ id: 'm1', title: 'a' }],
  agenda: [{ agendaType: 'x', promptTitle: 'b' }],
  announcements: [
    { id: 'a1', title: 'c' },
    { id: 'a2', title: 'd' },
  ],
  fees: [{ id: 'f1', title: 'e' }],
  activities: [{ id: 'v1', title: 'f' }],
};

describe('noticeTotal', () => {
  it('adds the five lists (SPEC §9)', () => {
    expect(noticeTotal(lists)).toBe(6);
  });
  it('prefers server totals and can leave out the association lists', () => {
    expect(noticeTotal({ ...lists, messagesTotal: 10, agendaTotal: 3 })).toBe(17);
    expect(noticeTotal(lists, false)).toBe(2);
  });
});
