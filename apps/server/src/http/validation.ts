import { fieldRules } from '@eldercare/contract';
import {
  maxLengthMessage,
  passwordMessage,
  requiredMessage,
  validate,
  type Locale,
  type PasswordProblem,
} from '@eldercare/validators';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { t } from './messages.js';

/** Carries zod's issues to the error handler, which translates them per request. */
export class InputError extends Error {
  override name = 'InputError';
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('invalid input');
  }
}

/** Fastify validator compiler for zod schemas that keeps the raw issues. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new InputError(result.error.issues) };
  };

/** The first issue as a field-level message in the caller's language. */
export const describeIssue = (issue: z.core.$ZodIssue, locale: Locale): string => {
  const field = issue.path.map(String).join('.') || 'input';
  // "Required" and "too long" are the validators' field messages, the texts forms show too.
  const missing =
    (issue.code === 'invalid_type' && issue.input === undefined) ||
    (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1);
  if (missing) return requiredMessage(field, locale);
  // The contract's NewPasswordSchema names the policy's problem: answer the same text the forms show.
  const passwordProblem =
    issue.code === 'custom' ? (issue.params?.passwordProblem as PasswordProblem | undefined) : undefined;
  if (passwordProblem) return passwordMessage(passwordProblem, locale);
  if (issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array')) {
    return maxLengthMessage(field, Number(issue.maximum), locale);
  }
  const text = (() => {
    switch (issue.code) {
      case 'invalid_type':
        return t('invalidType', locale);
      case 'too_small':
        return t(issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'tooSmall', locale, {
          n: Number(issue.minimum),
        });
      case 'too_big':
        return t('tooBig', locale, { n: Number(issue.maximum) });
      case 'invalid_format':
        return t('badFormat', locale);
      case 'unrecognized_keys':
        return t('unknownField', locale);
      default:
        return t('badValue', locale);
    }
  })();
  return `${field}: ${text}`;
};

interface Wrapper {
  _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } };
}

/** Finds the shared-validator rule of a field through optional/default/nullable/pipe wrappers. */
const ruleOf = (schema: z.ZodType) => {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const meta = fieldRules.get(current);
    if (meta) return meta.rule;
    const def: Wrapper['_zod']['def'] = (current as unknown as Wrapper)._zod.def;
    current = def.innerType ?? def.in;
  }
  return undefined;
};

/**
 * Runs the @eldercare/validators rule of every ruled field of an object schema over the parsed
 * value; returns the first failing field with the validator's own message, or undefined.
 */
export const checkFieldRules = (
  schema: z.ZodType | undefined,
  value: unknown,
  locale: Locale,
): { field: string; message: string } | undefined => {
  if (!(schema instanceof z.ZodObject) || typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const [key, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const rule = ruleOf(fieldSchema);
    const fieldValue = record[key];
    if (!rule || (typeof fieldValue !== 'string' && typeof fieldValue !== 'number')) continue;
    const message = validate(rule, fieldValue, locale);
    if (message) return { field: key, message };
  }
  return undefined;
};
