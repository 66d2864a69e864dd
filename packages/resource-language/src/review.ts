import type { WorkflowDeclaration, WorkflowTransition } from './types';

/**
 * A deciding step (approve, reject, confirm, terminate) rather than the author's own (submit,
 * dispatch): it cannot start from the workflow's initial state, so it acts on something someone
 * else moved forward. Deciding steps go to reviewers, and never to the record's submitter.
 */
export const isReviewStep = (workflow: WorkflowDeclaration, step: WorkflowTransition): boolean =>
  !step.from.includes(workflow.initial);

/**
 * States waiting for a reviewer's decision (待审核): an author's step leads there and a deciding
 * step leads on. The author cannot edit a record in one; an approved contract (only terminated by
 * a reviewer) is not waiting.
 */
export const reviewStates = (workflow: WorkflowDeclaration): Set<string> => {
  const decided = new Set(
    workflow.transitions.filter((t) => isReviewStep(workflow, t)).flatMap((t) => t.from),
  );
  const authored = workflow.transitions.filter((t) => !isReviewStep(workflow, t)).map((t) => t.to);
  return new Set(authored.filter((state) => decided.has(state)));
};
