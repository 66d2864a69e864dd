/** Names of the role page's buttons (SPEC §6: the UI checks the button names the server provisions). */
export const ROLE_BUTTONS = { add: '新增', edit: '修改', remove: '删除' } as const;
