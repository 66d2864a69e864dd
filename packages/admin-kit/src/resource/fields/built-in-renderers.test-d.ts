// Type-level check, run by `typecheck` (not by vitest): the `@ts-expect-error` fails the type
// check if a renderer table without every built-in type ever compiles.
import type { BuiltInFieldType } from '@eldercare/resource-language';
import { BUILT_IN_RENDERERS } from './built-in-renderers';
import type { FieldRenderers } from './field-renderers';

const { money: _left, ...withoutMoney } = BUILT_IN_RENDERERS;

// @ts-expect-error Property 'money' is missing
export const incomplete: Record<BuiltInFieldType, FieldRenderers> = withoutMoney;
