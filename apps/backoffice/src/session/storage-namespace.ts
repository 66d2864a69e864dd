import { storageNamespace } from '@eldercare/admin-kit';

/**
 * Where the kit keeps the back-office's state in the browser: layout settings, sidebar, text scale,
 * open tabs and drafts. Staff's were saved under `eldercare.…` (and `eldercare:draft:…`) before the
 * kit let a host choose: keeping it keeps them found.
 */
export const STORAGE_NAMESPACE = storageNamespace('eldercare');
