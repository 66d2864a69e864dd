/**
 * SPEC §7's six system dictionaries (`/admin/system/dict/data?dictType=`). A copy of the contract's
 * list: importing the contract's value would pull zod into the page; the test keeps them equal.
 */
export const SYSTEM_DICT_TYPES = [
  'sys_account_type',
  'assistive_rent_type',
  'pension_agencys',
  'order_account_type',
  'sys_account_data_type',
  'assess_rent_type',
] as const;
