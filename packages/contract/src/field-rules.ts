import type { FieldMessageKey, MessageKey, RuleName } from '@eldercare/validators';
import { z } from 'zod';

/**
 * A shared form validator of SPEC §5, by its `@eldercare/validators` name. The contract only names
 * the rule; the server runs it (with the caller's language) after the schema has parsed, so
 * browser and server give the same field-level message.
 */
export type FieldRuleName = RuleName;

export interface FieldRuleMeta {
  rule: FieldRuleName;
}

/** Registry of schemas that carry a shared validator; read by the server's input validation. */
export const fieldRules = z.registry<FieldRuleMeta>();

/** Marks a string field with a shared validator rule. Empty values are allowed, as in SPEC §5. */
export const ruled = <T extends z.ZodType>(schema: T, rule: FieldRuleName): T => {
  fieldRules.add(schema, { rule });
  return schema;
};

/**
 * Every key a field-level message comes from: the rules' (`validators.<rule>.<problem>`) and the
 * field messages' (`validators.field.required`, `validators.field.maxLength`). Their texts, in
 * zh-CN, en and es, live once in @eldercare/validators; browser and server both show them.
 */
export type ValidationMessageKey = MessageKey | FieldMessageKey;
