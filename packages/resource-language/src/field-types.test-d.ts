// Type-level checks, run by `typecheck` (not by vitest): each `@ts-expect-error` fails the type
// check if the line under it ever compiles.
import type { FieldTypeTraits } from './field-types';
import { BUILT_IN_FIELD_TYPES } from './field-types';
import type { BuiltInFieldType } from './types';

const { richText: _left, ...withoutRichText } = BUILT_IN_FIELD_TYPES;

// A traits table that misses a built-in type does not compile.
// @ts-expect-error Property 'richText' is missing
export const incomplete: Record<BuiltInFieldType, FieldTypeTraits> = withoutRichText;

// Nor does one that names a type that is not built in.
export const unknownType: Record<BuiltInFieldType, FieldTypeTraits> = {
  ...BUILT_IN_FIELD_TYPES,
  // @ts-expect-error Object literal may only specify known properties
  signature: BUILT_IN_FIELD_TYPES.text,
};

export const complete: Record<BuiltInFieldType, FieldTypeTraits> = BUILT_IN_FIELD_TYPES;
