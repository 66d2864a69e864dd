import { ErrorCode, isApiError } from '@eldercare/api-client';
import type { WorkflowDeclaration, WorkflowTransition } from '@eldercare/resources';

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

export type StepFailure =
  { kind: 'stale'; message: string } | { kind: 'opinion'; message: string } | { kind: 'other' };

/**
 * What a refused step means for the dialog: a stale version to reload (50016), the opinion to
 * mark (-1 on `comment`), or anything else, already shown by the client's error message.
 */
export function classifyStepError(error: unknown): StepFailure {
  if (!isApiError(error)) return { kind: 'other' };
  if (error.code === ErrorCode.Conflict) return { kind: 'stale', message: error.msg };
  const field = (error.data as { field?: unknown } | null | undefined)?.field;
  if (error.code === ErrorCode.Invalid && field === 'comment') return { kind: 'opinion', message: error.msg };
  return { kind: 'other' };
}

/** States no step leaves (a reviewed form, a terminated contract): where the workflow ends. */
export function finalStates(workflow: WorkflowDeclaration): string[] {
  const left = new Set(workflow.transitions.flatMap((step) => step.from));
  const states = new Set([workflow.initial, ...workflow.transitions.map((step) => step.to)]);
  return [...states].filter((state) => !left.has(state));
}
