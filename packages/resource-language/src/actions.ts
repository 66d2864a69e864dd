import { text } from './text';
import type { RowActionDeclaration, ToolbarDeclaration } from './types';

/** The usual look / edit / delete actions, with the button names the menus seed (SPEC §6). */
export function standardActions(): RowActionDeclaration[] {
  return [
    { key: 'look', kind: 'look', title: text('查看', 'View', 'Ver'), permission: '查看' },
    { key: 'edit', kind: 'edit', title: text('编辑', 'Edit', 'Editar'), permission: '编辑' },
    {
      key: 'delete',
      kind: 'delete',
      title: text('删除', 'Delete', 'Eliminar'),
      permission: '删除',
      danger: true,
      confirm: text('确定删除这条记录吗？', 'Delete this record?', '¿Eliminar este registro?'),
    },
  ];
}

export const STANDARD_TOOLBAR: ToolbarDeclaration = { add: '新增', export: '导出', import: '导入' };
