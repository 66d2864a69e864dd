/**
 * SPEC §7's six system dictionaries (`/admin/system/dict/data?dictType=`), from the contract: its
 * `dict-types` module has no zod, so the page loads only the list.
 */
export { SYSTEM_DICT_TYPES } from '@eldercare/api-client/contract';
