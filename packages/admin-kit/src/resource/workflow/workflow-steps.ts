import {
  isReviewStep,
  reviewStates,
  type WorkflowDeclaration,
  type WorkflowTransition,
} from '@eldercare/resource-language';

/** A record's state; a record without one is in the workflow's initial state (as the server reads it). */
export function stateOf(workflow: WorkflowDeclaration, record: Record<string, unknown>): string {
  const value = record[workflow.field];
  return typeof value === 'string' && value !== '' ? value : workflow.initial;
}

/** The steps the record's state allows, in declaration order. */
export function stepsFrom(
  workflow: WorkflowDeclaration,
  record: Record<string, unknown>,
): WorkflowTransition[] {
  const state = stateOf(workflow, record);
  return workflow.transitions.filter((step) => step.from.includes(state));
}

/** The step `key` if the record's state allows it. */
export function allowedStep(
  workflow: WorkflowDeclaration | undefined,
  record: Record<string, unknown>,
  key: string,
): WorkflowTransition | undefined {
  return workflow ? stepsFrom(workflow, record).find((step) => step.key === key) : undefined;
}

/** The opinion to send: trimmed, or none when blank. */
export function opinionOf(comment: string | undefined): string | undefined {
  const trimmed = comment?.trim();
  return trimmed ? trimmed : undefined;
}

/** States no step leaves (a reviewed form, a terminated contract): where the workflow ends. */
export function finalStates(workflow: WorkflowDeclaration): string[] {
  const left = new Set(workflow.transitions.flatMap((step) => step.from));
  const states = new Set([workflow.initial, ...workflow.transitions.map((step) => step.to)]);
  return [...states].filter((state) => !left.has(state));
}

/**
 * Whether the record waits for a decision the user cannot make: then its author only looks at it
 * (the server refuses their edit with 403 until a reviewer returns or approves it).
 */
export function lockedForReview(
  workflow: WorkflowDeclaration | undefined,
  record: Record<string, unknown> | undefined,
  can: (permission?: string) => boolean,
): boolean {
  if (!workflow || !record || !reviewStates(workflow).has(stateOf(workflow, record))) return false;
  return !workflow.transitions.some((step) => isReviewStep(workflow, step) && can(step.permission));
}
