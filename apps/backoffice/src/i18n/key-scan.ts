/**
 * Finds the translation keys source code uses, without running it: each `t(...)` call is bound to
 * the nearest translation hook above it in its file (`useTranslation('system')`, the kit's
 * `useKitTranslation()`...), which gives it an instance (app or kit) and a namespace or key
 * prefix. Used by keys-used.test.ts to check every key against every language's bundles.
 */

import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO = resolve(__dirname, '../../../..');
/** The sources with UI text: the app and the kit (api-client's and validators' texts are typed records). */
export const UI_SOURCE_ROOTS = ['apps/backoffice/src', 'packages/admin-kit/src'];

/** Source files under a folder, without tests, stories and the translation folders themselves. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

export type Instance = 'app' | 'kit';

/** Where a `t` looks its keys up. For the kit, `scope` is a key prefix ('' or 'kit.resource.'). */
export interface Binding {
  instance: Instance;
  scope: string;
}

export type KeyUse =
  | { kind: 'static'; file: string; line: number; binding: Binding; key: string }
  | { kind: 'template'; file: string; line: number; binding: Binding; template: string }
  | { kind: 'expression'; file: string; line: number; binding: Binding; expression: string };

interface BindingRule {
  pattern: RegExp;
  binding: (match: RegExpExecArray) => Binding;
}

/** The hooks and types that hand out a `t`, in every form the code base uses. */
const BINDING_RULES: readonly BindingRule[] = [
  { pattern: /\buseTranslation\(\s*\)/g, binding: () => ({ instance: 'app', scope: 'app' }) },
  {
    // `useTranslation(['sysadmin', 'system'])`: unprefixed keys are the first namespace's.
    pattern: /\buseTranslation\(\s*\[?\s*'([\w-]+)'/g,
    binding: (match) => ({ instance: 'app', scope: match[1] ?? 'app' }),
  },
  { pattern: /\bt: TFunction\b(?!<)/g, binding: () => ({ instance: 'app', scope: 'app' }) },
  {
    pattern: /\bt: TFunction<'([\w-]+)'>/g,
    binding: (match) => ({ instance: 'app', scope: match[1] ?? 'app' }),
  },
  { pattern: /\buseKitTranslation\(\s*\)/g, binding: () => ({ instance: 'kit', scope: '' }) },
  {
    pattern: /\buseResourceTranslation\(\s*\)|\bt: ResourceT\b/g,
    binding: () => ({ instance: 'kit', scope: 'kit.resource.' }),
  },
];

/** Calls that name their instance inline: `kitI18n.t('kit.x')`, `kitI18n.getFixedT(lng)('kit.x')`. */
const DIRECT_KIT_CALL = /\bkitI18n\.(?:t|getFixedT\([^()]*\))\(/g;
/** A bare `t(` (not `x.t(`, not `sort(`). */
const BOUND_CALL = /(?<![\w$.])t\(/g;

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The first argument of a call whose `(` ends at `start`: up to a top-level `,` or `)`. */
function firstArgument(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return source.slice(start, i).trim();
      depth -= 1;
    } else if (char === ',' && depth === 0) return source.slice(start, i).trim();
  }
  return source.slice(start).trim();
}

const STRING = /^(['"])([^'"\\]*)\1$/;
const TEMPLATE = /^`([^`]*)`$/;
/** `cond ? 'a.key' : 'b.key'` (the condition may hold strings of its own). */
const CONDITIONAL = /^[^?]+\?\s*(['"])([\w.:-]*)\1\s*:\s*(['"])([\w.:-]*)\3$/;

function usesOf(argument: string, file: string, line: number, binding: Binding): KeyUse[] {
  const string = STRING.exec(argument);
  if (string) return [{ kind: 'static', file, line, binding, key: string[2] ?? '' }];
  const template = TEMPLATE.exec(argument);
  if (template) {
    const text = template[1] ?? '';
    return text.includes('${')
      ? [{ kind: 'template', file, line, binding, template: text.replace(/\$\{[^}]*\}/g, '{}') }]
      : [{ kind: 'static', file, line, binding, key: text }];
  }
  const conditional = CONDITIONAL.exec(argument);
  if (conditional) {
    return [conditional[2] ?? '', conditional[4] ?? ''].map((key) => ({
      kind: 'static' as const,
      file,
      line,
      binding,
      key,
    }));
  }
  return [{ kind: 'expression', file, line, binding, expression: argument }];
}

/** Every key use of one source file; `t` calls before any hook (or in a file without one) are errors. */
export function scanSource(file: string, source: string): { uses: KeyUse[]; unbound: number[] } {
  const bindings = BINDING_RULES.flatMap((rule) =>
    [...source.matchAll(rule.pattern)].map((match) => ({
      index: match.index,
      binding: rule.binding(match as RegExpExecArray),
    })),
  ).sort((a, b) => a.index - b.index);
  const uses: KeyUse[] = [];
  const unbound: number[] = [];
  for (const match of source.matchAll(BOUND_CALL)) {
    const line = lineOf(source, match.index);
    const binding = bindings.filter((b) => b.index < match.index).at(-1)?.binding;
    if (!binding) {
      unbound.push(line);
      continue;
    }
    uses.push(...usesOf(firstArgument(source, match.index + match[0].length), file, line, binding));
  }
  for (const match of source.matchAll(DIRECT_KIT_CALL)) {
    const argument = firstArgument(source, match.index + match[0].length);
    uses.push(...usesOf(argument, file, lineOf(source, match.index), { instance: 'kit', scope: '' }));
  }
  return { uses, unbound };
}

/**
 * The full key a use looks up: `instance:namespace:key` for the app (a `ns:` prefix in the key
 * overrides the hook's namespace), `kit::key` for the kit.
 */
export function fullKey(binding: Binding, key: string): string {
  if (binding.instance === 'kit') return `kit::${binding.scope}${key}`;
  const explicit = /^([\w-]+):(.+)$/.exec(key);
  return explicit ? `app:${explicit[1]}:${explicit[2]}` : `app:${binding.scope}:${key}`;
}

type Tree = Record<string, unknown>;

/** The leaf string at a dotted path, if any. */
export function leaf(tree: unknown, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Languages whose plural rules have a singular form (i18next: `_one`); Chinese has only `_other`. */
const SINGULAR_LANGUAGES = new Set(['en', 'es']);

/** True when the key exists in the tree, as a plain text or as the language's plural forms. */
export function hasKey(tree: unknown, key: string, language: string): boolean {
  if (leaf(tree, key) !== undefined) return true;
  if (leaf(tree, `${key}_other`) === undefined) return false;
  return !SINGULAR_LANGUAGES.has(language) || leaf(tree, `${key}_one`) !== undefined;
}

/** Every dotted leaf path of a tree. */
export function leafPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Leaf paths with plural suffixes folded into their base key (languages differ in plural forms). */
export function baseKeys(tree: unknown): Set<string> {
  return new Set(leafPaths(tree).map((path) => path.replace(PLURAL_SUFFIX, '')));
}
