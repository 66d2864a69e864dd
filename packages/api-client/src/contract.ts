/**
 * `@eldercare/api-client/contract`: the contract re-exported, so a browser app needs one client
 * dependency. Its home is `@eldercare/contract`, which the server and the module declarations import directly.
 */
export * from '@eldercare/contract';
