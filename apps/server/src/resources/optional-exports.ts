import * as resources from '@eldercare/resources';
import type { LocalisedText, MenuGroup } from '@eldercare/resources';

/**
 * Exports of @eldercare/resources that land after the engine (dictionaries, menu groups). Read
 * through the module namespace so the server still builds and starts without them.
 */
const exported = resources as unknown as Record<string, unknown>;

export interface DictionaryLike {
  type: string;
  title?: LocalisedText;
  entries: readonly { value: string; label: LocalisedText }[];
}

export interface MenuGroupLike {
  group: MenuGroup | string;
  order: number;
  title: LocalisedText;
  icon: string;
}

const arrayOf = <T>(name: string, isItem: (v: unknown) => boolean): readonly T[] => {
  const value = exported[name];
  return Array.isArray(value) ? (value.filter(isItem) as T[]) : [];
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const declaredDictionaries = (): readonly DictionaryLike[] =>
  arrayOf<DictionaryLike>(
    'DICTIONARIES',
    (v) => isObject(v) && typeof v.type === 'string' && Array.isArray(v.entries),
  );

export const declaredMenuGroups = (): readonly MenuGroupLike[] =>
  arrayOf<MenuGroupLike>(
    'MENU_GROUPS',
    (v) => isObject(v) && typeof v.group === 'string' && isObject(v.title) && typeof v.order === 'number',
  );

/** A declaration's status workflow (typed here while the declarations' type may lack it). */
export interface WorkflowLike {
  field: string;
  initial: string;
  transitions: readonly { key: string; title: LocalisedText; permission: string }[];
}

export const workflowOf = (declaration: object): WorkflowLike | undefined => {
  const workflow = (declaration as { workflow?: unknown }).workflow;
  return isObject(workflow) && typeof workflow.field === 'string' && Array.isArray(workflow.transitions)
    ? (workflow as unknown as WorkflowLike)
    : undefined;
};
