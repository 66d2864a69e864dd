import type { ResourceDeclaration } from '@eldercare/resource-language';
import type { MenuGroup } from '../menu/menu-group';

/** The five secretariat department roles of SPEC §6 (fee and activity notices skip them). */
export const SECRETARIAT_ROLE_KEYS = [
  'secretariat_comprehensive',
  'secretariat_training',
  'secretariat_publicity',
  'secretariat_finance',
  'secretariat_industry',
] as const;

/** Menu groups outside the business back-office (the platform's own pages). */
export const PLATFORM_GROUPS: readonly MenuGroup[] = ['system', 'ops'];

const READ = ['list', 'query', 'export'] as const;
const WRITE = ['list', 'query', 'add', 'edit', 'delete', 'export', 'import'] as const;
const ALL = [...WRITE, 'reveal'] as const;
/**
 * Deciding workflow steps (approve, reject, confirm, terminate) and the pages they open from. Held
 * only by those who decide, never by the organisation users who submit, so nobody approves their
 * own application. Custom actions, extra pages and the author's steps (submit, dispatch) go with
 * `edit`.
 */
export const REVIEW_ACTION = 'review';

/** Which groups a grant covers: every group, the business ones, the platform ones, or a list. */
export type GroupScope = 'all' | 'business' | 'platform' | readonly MenuGroup[];

export interface RoleGrant {
  readonly groups: GroupScope;
  /** Resource actions (`list`, `edit`, ...) plus `review` for deciding workflow steps. */
  readonly actions: readonly string[];
}

/**
 * Which actions of a module each role gets, by the module's menu group: the policy the server
 * provisions at every start for modules that have no menu yet (administrators' later edits are
 * kept). sup_admin holds every menu; operators work across all business modules (the summary
 * role may also reveal); street staff keep the personal records, community facilities and food aid
 * of their area; each kind of organisation user gets its own groups; the secretariat runs the
 * association. Account type 10 users hold operate_manage, which includes the volunteers group
 * their menu renames to visit-and-care.
 */
export const ROLE_GRANTS: Readonly<Record<string, readonly RoleGrant[]>> = {
  sup_admin: [{ groups: 'all', actions: [...ALL, REVIEW_ACTION] }],
  sys_admin: [
    { groups: 'business', actions: READ },
    { groups: 'platform', actions: ALL },
  ],
  operate_summary_manage: [{ groups: 'business', actions: [...ALL, REVIEW_ACTION] }],
  operate_manage: [{ groups: 'business', actions: [...WRITE, REVIEW_ACTION] }],
  street_staff: [
    { groups: ['personalRecords', 'communityFacilities', 'foodAid'], actions: ALL },
    // The street office approves or returns the service plans (and hardship applications) that
    // providers submit for the elders of its area; it reads, it does not write, providers' records.
    { groups: ['providerManagement'], actions: [...READ, REVIEW_ACTION] },
  ],
  institution_staff: [{ groups: ['organisations'], actions: WRITE }],
  service_provider: [{ groups: ['providers', 'providerManagement'], actions: WRITE }],
  assessor: [{ groups: ['assessment'], actions: WRITE }],
  association_member: [{ groups: ['association'], actions: READ }],
  ...Object.fromEntries(
    SECRETARIAT_ROLE_KEYS.map((key) => [
      key,
      [{ groups: ['association'], actions: [...WRITE, REVIEW_ACTION] }],
    ]),
  ),
  // The comprehensive department also reviews the dementia-care activities that organisers submit.
  secretariat_comprehensive: [
    { groups: ['association'], actions: [...WRITE, REVIEW_ACTION] },
    { groups: ['cognitiveCare'], actions: [...READ, REVIEW_ACTION] },
  ],
};

const covers = (scope: GroupScope, group: string): boolean => {
  if (scope === 'all') return true;
  const platform = PLATFORM_GROUPS.some((name) => name === group);
  if (scope === 'business') return !platform;
  if (scope === 'platform') return platform;
  return scope.some((name) => name === group);
};

/** The actions a role gets on a module under ROLE_GRANTS; empty when it gets no menu at all. */
export function actionsFor(roleKey: string, resource: Pick<ResourceDeclaration, 'group'>): readonly string[] {
  const actions = new Set<string>();
  for (const grant of ROLE_GRANTS[roleKey] ?? []) {
    if (covers(grant.groups, resource.group)) for (const action of grant.actions) actions.add(action);
  }
  return [...actions];
}
