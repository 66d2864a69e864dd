import { defineModule, f } from '@eldercare/resource-language';
import { describe, expect, it, vi } from 'vitest';
import { rowActions } from './row-actions';

const buildings = defineModule({
  key: 'buildings',
  group: 'facilities',
  title: ['楼栋', 'Buildings', 'Edificios'],
  listRoute: '/buildings/index',
  detailRoute: '/buildings/details',
  detailId: 'required',
  fields: [f.text('name', ['名称', 'Name', 'Nombre'], { list: true })],
  actions: [
    {
      key: 'rooms',
      kind: 'custom',
      title: { 'zh-CN': '房间', en: 'Rooms', es: 'Habitaciones' },
      permission: '房间',
    },
  ],
});

function clickRooms(linkedListRoutes?: Record<string, string>) {
  const navigate = vi.fn();
  const handlers = { open: vi.fn(), remove: vi.fn(), navigate, linkedListRoutes };
  const actions = rowActions(buildings, 7, 'zh-CN', handlers, '查看完整信息');
  actions.find((action) => action.key === 'rooms')?.onClick?.();
  return { actions, navigate };
}

describe('a custom row action that opens another module', () => {
  it("goes to the list route the host links to the action's key", () => {
    const { navigate } = clickRooms({ rooms: '/rooms/index' });
    expect(navigate).toHaveBeenCalledWith('/rooms/index?_title=%E6%88%BF%E9%97%B4');
  });

  it('is not offered when the host links nothing to it', () => {
    expect(clickRooms().actions.map((action) => action.key)).not.toContain('rooms');
  });
});
