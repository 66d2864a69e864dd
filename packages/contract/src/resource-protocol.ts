/**
 * The generic business-module API (`/biz/resource/:module`): one set of endpoints serves every
 * module declared in @eldercare/resources. The module key is a path parameter, so the permission
 * of a call depends on it: the contract names the action, and `resourcePerm` builds the permission
 * string the server checks, the seed grants and the UI's buttons carry.
 */
export const RESOURCE_ACTIONS = [
  'list',
  'query',
  'add',
  'edit',
  'delete',
  'export',
  'import',
  'reveal',
] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** `biz:<moduleKey>:<action>`, e.g. `biz:elderlyInfo:edit`. */
export const resourcePerm = (moduleKey: string, action: ResourceAction | string): string =>
  `biz:${moduleKey}:${action}`;

/**
 * Action names of the generic API: the permission namespace `biz:<module>:<name>` is shared with
 * workflow steps and custom actions, so a declaration may not give a step one of these keys.
 * `step` is the route that runs steps.
 */
export const RESOURCE_RESERVED_ACTIONS = [...RESOURCE_ACTIONS, 'step'] as const;

/**
 * Keys of a record that the server sets (the system columns and `referenceLabels`). A client may
 * send a read record back: these keys are ignored on writes and are never form fields.
 */
export const RESOURCE_SERVER_KEYS = [
  'id',
  'version',
  'areaCode',
  'dataType',
  'createdBy',
  'createdAt',
  'updatedBy',
  'updatedAt',
  'referenceLabels',
] as const;
export type ResourceServerKey = (typeof RESOURCE_SERVER_KEYS)[number];

/** How a sensitive value is masked, by the kind of value it is. */
export type MaskKind = 'idCard' | 'phone' | 'other';

const stars = (n: number) => '*'.repeat(Math.max(0, n));

/**
 * The masked form of a sensitive value, the one format lists, details and exports show: ID numbers
 * keep their first 4 and last 4 characters (`3417**********1234`), phones the first 3 and last 4
 * (`138****5678`), anything else its first and last quarter. Values of 4 characters or fewer (and
 * phones shorter than 8) are fully starred.
 */
export const maskText = (kind: MaskKind, text: string): string => {
  if (text.length <= 4) return stars(text.length);
  if (kind === 'idCard') return `${text.slice(0, 4)}${stars(text.length - 8)}${text.slice(-4)}`;
  if (kind === 'phone') {
    return text.length >= 8
      ? `${text.slice(0, 3)}${stars(text.length - 7)}${text.slice(-4)}`
      : stars(text.length);
  }
  const keep = Math.max(1, Math.floor(text.length / 4));
  return `${text.slice(0, keep)}${stars(text.length - 2 * keep)}${text.slice(-keep)}`;
};

/**
 * The mask kind of a declared field type: `idCard` fields mask as ID numbers, `mobile`, `phone` and
 * `landline` fields as phones, every other sensitive field as `other`. Server (lists, details,
 * exports) and admin-kit (lists rendered from unmasked data) both go through here, so a value looks
 * the same wherever it is masked.
 */
export const maskKindOf = (fieldType: string): MaskKind =>
  fieldType === 'idCard'
    ? 'idCard'
    : fieldType === 'mobile' || fieldType === 'phone' || fieldType === 'landline'
      ? 'phone'
      : 'other';

/** The masked form of a value of a field of the given declared type (`maskText` by `maskKindOf`). */
export const maskFieldText = (fieldType: string, text: string): string =>
  maskText(maskKindOf(fieldType), text);

/** Whether a text is a masked value as `maskText` writes it (a form may send one back unchanged). */
export const isMaskedText = (text: string): boolean => text.includes('*');
