import { allowedStep } from '@eldercare/admin-kit';
import type { WorkflowDeclaration } from '@eldercare/resources';
import type { ResourceDataSource } from '@eldercare/admin-kit';

/** The dispatch step of the service requests' workflow (declared on `serviceManager`). */
export const DISPATCH_STEP = 'dispatch';

export interface Assignment {
  providerId: number;
  staffId: number | undefined;
}

export interface DispatchResult {
  dispatched: number[];
  /** Their state no longer allows dispatch (already dispatched or cancelled meanwhile). */
  skipped: number[];
  /** Refused by the server (its message is already shown): stale, out of scope, no permission. */
  failed: number[];
}

/**
 * Dispatches each request in turn: reads its current version, writes the provider, staff member
 * and time (an edit), then runs the dispatch step against the version that edit produced, so a
 * request someone changed meanwhile is refused rather than overwritten. One request failing does
 * not stop the others.
 */
export async function dispatchOrders(
  source: Pick<ResourceDataSource, 'get' | 'update' | 'step'>,
  workflow: WorkflowDeclaration | undefined,
  ids: readonly number[],
  assignment: Assignment,
  now: () => string = () => new Date().toISOString(),
): Promise<DispatchResult> {
  const result: DispatchResult = { dispatched: [], skipped: [], failed: [] };
  for (const id of ids) {
    try {
      const record = await source.get(id);
      if (!allowedStep(workflow, record, DISPATCH_STEP)) {
        result.skipped.push(id);
        continue;
      }
      const saved = await source.update(
        id,
        { providerId: assignment.providerId, staffId: assignment.staffId ?? null, dispatchedAt: now() },
        record.version,
      );
      await source.step(id, DISPATCH_STEP, saved.version);
      result.dispatched.push(id);
    } catch {
      result.failed.push(id);
    }
  }
  return result;
}
