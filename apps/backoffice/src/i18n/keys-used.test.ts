import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitBundles, KIT_SIZES } from '@eldercare/admin-kit';
import {
  AccountDataTypeSchema,
  DASHBOARD_COUNTED_MODULES,
  DASHBOARD_FACILITY_MODULES,
  HealthSchema,
  LogResultSchema,
  MenuKindSchema,
  MsgTypeSchema,
  RESOURCE_AUDIT_ACTIONS,
  SessionRecordSchema,
} from '@eldercare/api-client/contract';
import { resources as appResources, LANGUAGES } from './index';
import { featureBundles } from './feature-bundles';
import {
  baseKeys,
  fullKey,
  hasKey,
  REPO,
  scanSource,
  sourceFiles,
  UI_SOURCE_ROOTS,
  type KeyUse,
} from './key-scan';
import type { CallEvent, CallState } from '../pages/workflow/call-state';
import { STRENGTH_PERCENT } from '../pages/system/password/password-strength';
import { AGENDA_TYPES } from '../pages/system/message/agenda-label';
import { AREA_LEVELS, LOGGED_METHODS, LOGGED_MODULES } from '../pages/system/logs/log-labels';

/** Keys a seed file gives values for (the server's data the UI labels by key). */
function seededValues(file: string, pattern: RegExp): string[] {
  const source = readFileSync(join(REPO, file), 'utf8');
  return [...new Set([...source.matchAll(pattern)].map((match) => match[1] ?? ''))];
}

/** Every value of a type union, checked complete by the compiler. */
const keysOf = <T extends string>(record: Record<T, unknown>) => Object.keys(record) as T[];
const CALL_STATES = keysOf({ ringing: 1, talking: 1, held: 1, transferring: 1, ended: 1 } satisfies Record<
  CallState,
  1
>);
const CALL_EVENTS = keysOf({
  answer: 1,
  hold: 1,
  resume: 1,
  transfer: 1,
  confirmTransfer: 1,
  hangUp: 1,
} satisfies Record<CallEvent, 1>);

/**
 * Keys built at run time (`t(\`message.types.${type}\`)`), by the template the scan reports, with
 * the values the `${}` takes, from where those values come from. A template not listed fails.
 */
const TEMPLATES: Record<string, readonly string[]> = {
  'app:app:app.dataTypes.{}': AccountDataTypeSchema.options,
  'app:app:errors.{}': ['notFound', 'forbidden'],
  'app:app:errors.{}Title': ['notFound', 'forbidden'],
  'app:ops:sessions.{}': SessionRecordSchema.shape.clientKind.options,
  'app:system:session.{}': SessionRecordSchema.shape.clientKind.options,
  'app:ops:health.engines.{}': HealthSchema.shape.db.options,
  'app:system:message.types.{}': MsgTypeSchema.options,
  'app:app:notices.agendaTypes.{}': AGENDA_TYPES,
  'app:system:password.{}': keysOf(STRENGTH_PERCENT),
  'app:system:roles.{}': seededValues('apps/server/src/db/seed/org.ts', /^\s+key: '(\w+)',\s*$/gm),
  'app:dashboard:totals.{}': DASHBOARD_COUNTED_MODULES,
  'app:dashboard:facilities.{}': DASHBOARD_FACILITY_MODULES,
  'app:resources:tel.states.{}': CALL_STATES,
  'app:resources:tel.{}': CALL_EVENTS,
  'kit::kit.resource.audit.actions.{}': RESOURCE_AUDIT_ACTIONS,
  'kit::kit.size.{}': KIT_SIZES,
  'app:sysadmin:dept.levels.{}': AREA_LEVELS,
  'app:sysadmin:log.modules.{}': LOGGED_MODULES,
  'app:sysadmin:log.methods.{}': LOGGED_METHODS,
  'app:sysadmin:log.results.{}': LogResultSchema.options,
  'app:sysadmin:menu.kinds.{}': MenuKindSchema.options,
};

/** Keys passed in a variable, by file and expression, with every key the variable may hold. */
const EXPRESSIONS: Record<string, readonly string[]> = {
  'apps/backoffice/src/pages/system/role/RoleFormDialog.tsx NAME_LABELS[locale]': [
    'role.name',
    'role.nameEn',
    'role.nameEs',
  ],
  'apps/backoffice/src/pages/login/useLoginForm.ts errors[name]': [
    'login.usernameRequired',
    'login.passwordRequired',
    'login.captchaRequired',
  ],
  'packages/admin-kit/src/resource/list/ListTools.tsx DENSITY_TEXT[density]': [
    'list.densityLarge',
    'list.densityMedium',
    'list.densitySmall',
  ],
  'packages/admin-kit/src/notice/NoticeTabs.tsx heading': ['kit.notice.fees', 'kit.notice.activities'],
  'packages/admin-kit/src/settings-drawer/SettingsDrawer.tsx label': [
    'kit.settings.darkMode',
    'kit.settings.compact',
    'kit.settings.tagsView',
    'kit.settings.fixedHeader',
    'kit.settings.sidebarLogo',
  ],
  'apps/backoffice/src/pages/workflow/PlanViewPage.tsx view.title': [
    'plan.orderDetail',
    'plan.nextMonth',
    'plan.planDetails',
  ],
};

const appBundles = Object.fromEntries(
  LANGUAGES.map((language) => [language, { ...appResources[language], ...featureBundles[language] }]),
);

/** Whether `instance:namespace:key` exists in one language. */
function exists(full: string, language: (typeof LANGUAGES)[number]): boolean {
  const [instance, namespace, ...rest] = full.split(':');
  const key = rest.join(':');
  if (instance === 'kit') return hasKey(kitBundles[language], key, language);
  return hasKey(appBundles[language]?.[namespace ?? ''], key, language);
}

/** Every full key the sources use, with where, and the scan's problems. */
function collect() {
  const used = new Map<string, string>();
  const problems: string[] = [];
  const add = (full: string, where: string) => {
    if (!used.has(full)) used.set(full, where);
  };
  for (const root of UI_SOURCE_ROOTS) {
    for (const path of sourceFiles(join(REPO, root))) {
      const file = relative(REPO, path);
      const { uses, unbound } = scanSource(file, readFileSync(path, 'utf8'));
      for (const line of unbound) problems.push(`${file}:${line}: t() with no translation hook above it`);
      for (const use of uses) expand(use, add, problems);
    }
  }
  return { used, problems };
}

function expand(use: KeyUse, add: (full: string, where: string) => void, problems: string[]) {
  const where = `${use.file}:${use.line}`;
  if (use.kind === 'static') add(fullKey(use.binding, use.key), where);
  else if (use.kind === 'template') {
    const template = fullKey(use.binding, use.template);
    const values = TEMPLATES[template];
    if (!values) problems.push(`${where}: dynamic key ${template} is not in TEMPLATES`);
    else for (const value of values) add(template.replace('{}', value), where);
  } else {
    const keys = EXPRESSIONS[`${use.file} ${use.expression}`];
    if (!keys) problems.push(`${where}: key in a variable (${use.expression}) is not in EXPRESSIONS`);
    else for (const key of keys) add(fullKey(use.binding, key), where);
  }
}

describe('translation keys used in code', () => {
  const { used, problems } = collect();

  it('finds the keys of the app and the kit', () => {
    expect(used.size).toBeGreaterThan(300);
    expect(used.has('app:system:message.detailTitle')).toBe(true);
    expect(used.has('kit::kit.tagsView.closeOthers')).toBe(true);
  });

  it('binds every t() and knows every dynamic key', () => {
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)('has every used key in %s (plural forms count)', (language) => {
    const missing = [...used]
      .filter(([full]) => !exists(full, language))
      .map(([k, where]) => `${k} (${where})`);
    expect(missing).toEqual([]);
  });
});

describe('translation bundles', () => {
  it.each(['en', 'es'] as const)('%s has the keys of zh-CN (plural forms folded)', (language) => {
    expect([...baseKeys(appBundles[language])].sort()).toEqual([...baseKeys(appBundles['zh-CN'])].sort());
    expect([...baseKeys(kitBundles[language])].sort()).toEqual([...baseKeys(kitBundles['zh-CN'])].sort());
  });
});
