/**
 * The six dictionary types SPEC §7 names for `/admin/system/dict/data`. A module of its own, without
 * zod, so a page that needs only the list does not load the schemas.
 */
export const SYSTEM_DICT_TYPES = [
  'sys_account_type',
  'assistive_rent_type',
  'pension_agencys',
  'order_account_type',
  'sys_account_data_type',
  'assess_rent_type',
] as const;
