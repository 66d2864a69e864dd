/**
 * Lists show ID numbers and phones masked (issue #7: revealing is a logged host action). The policy
 * is the contract's, the same one the server applies to lists, details and exports, so a value
 * masked by the kit (data source returning clear values) reads exactly like one masked by the
 * server: ID numbers keep 4 + 4 characters, phones 3 + 4, anything else its first and last quarter.
 */
export { maskFieldText, maskKindOf, maskText, type MaskKind } from '@eldercare/contract';
