// Drafts live in the kit's detail page; the workspace clears them at sign-out through this path.
export { clearAllDrafts } from '@eldercare/admin-kit';
