/**
 * The custom pages declarations may name in `extraRoutes[].key`: the key types against this list,
 * so a new page kind is added here, and a host's page map typed `Record<WorkflowPageKind, …>` then
 * fails to compile until it gives the kind a page.
 */
export const WORKFLOW_PAGE_KINDS = [
  'approval',
  'approvalFile',
  'assessReport',
  'orderDetail',
  'nextMonthDetail',
  'planDetails',
  'sendOrders',
  'telToolbar',
  'upload',
  'chiZhouDetails',
] as const;

export type WorkflowPageKind = (typeof WORKFLOW_PAGE_KINDS)[number];

/** Whether a key (e.g. of a declaration the server sent) names a known page kind. */
export function isWorkflowPageKind(key: string): key is WorkflowPageKind {
  return (WORKFLOW_PAGE_KINDS as readonly string[]).includes(key);
}
