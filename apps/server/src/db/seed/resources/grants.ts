import type { ResourceDeclaration } from '@eldercare/resources';

const READ = ['list', 'query', 'export'] as const;
const WRITE = ['list', 'query', 'add', 'edit', 'delete', 'export', 'import'] as const;
/** Deciding workflow steps (approve, reject, confirm, terminate) and the pages they open from. */
const REVIEW = 'review';
const ALL = [...WRITE, 'reveal'] as const;
const SECRETARIAT = [
  'secretariat_comprehensive',
  'secretariat_training',
  'secretariat_publicity',
  'secretariat_finance',
  'secretariat_industry',
];

/** Groups outside the business back-office (the core seed owns their pages). */
const PLATFORM_GROUPS = new Set(['system', 'ops']);

/**
 * Which actions of a module each role gets, by the module's menu group. sup_admin holds every
 * menu; operators work across all business modules (the summary role may also reveal); street
 * staff keep the personal records and community facilities of their area; each kind of
 * organisation user gets its own groups. Account type 10 users hold operate_manage, which
 * includes the volunteers group their menu renames to visit-and-care. Custom actions, extra pages
 * and the author's workflow steps (submit, dispatch) go with `edit`; deciding steps go with
 * `review` (see isReviewStep), held by those who decide: operators across the business modules and
 * the secretariat for the association — never by the organisation users who submit, so nobody
 * approves their own application.
 */
export const actionsFor = (roleKey: string, resource: ResourceDeclaration): readonly string[] => {
  const group: string = resource.group;
  const business = !PLATFORM_GROUPS.has(group);
  switch (roleKey) {
    case 'sup_admin':
      return [...ALL, REVIEW];
    case 'sys_admin':
      return business ? READ : ALL;
    case 'operate_summary_manage':
      return business ? [...ALL, REVIEW] : [];
    case 'operate_manage':
      return business ? [...WRITE, REVIEW] : [];
    case 'street_staff':
      return ['personalRecords', 'communityFacilities', 'foodAid'].includes(group) ? ALL : [];
    case 'institution_staff':
      return group === 'organisations' ? WRITE : [];
    case 'service_provider':
      return ['providers', 'providerManagement'].includes(group) ? WRITE : [];
    case 'assessor':
      return group === 'assessment' ? WRITE : [];
    case 'association_member':
      return group === 'association' ? READ : [];
    default:
      return SECRETARIAT.includes(roleKey) && group === 'association' ? [...WRITE, REVIEW] : [];
  }
};
