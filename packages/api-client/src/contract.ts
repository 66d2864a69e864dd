/**
 * `@eldercare/api-client/contract`: kept for compatibility. The contract now lives in its own
 * package, `@eldercare/contract`, which the server and the module declarations import directly.
 */
export * from '@eldercare/contract';
