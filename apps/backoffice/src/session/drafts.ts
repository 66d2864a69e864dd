import { STORAGE_NAMESPACE } from './storage-namespace';

/** The drafts' namespace is the back-office's one storage namespace (the resource host passes it on). */
export const DRAFT_NAMESPACE = STORAGE_NAMESPACE;
