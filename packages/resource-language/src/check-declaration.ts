import { RESOURCE_RESERVED_ACTIONS } from '@eldercare/contract';
import { isRuleName } from '@eldercare/validators';
import { fieldTypeTraits, isKnownFieldType } from './field-types';
import type { FieldDeclaration, ResourceDeclaration } from './types';

const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const SNAKE = /^[a-z][a-z0-9_]*$/;
/** The generic API's own actions (`biz:<module>:<action>`); step keys share that namespace. */
const RESERVED_ACTIONS: ReadonlySet<string> = new Set(RESOURCE_RESERVED_ACTIONS);

/** What the field's type allows: a unique value, an age limit, a range filter. */
function typeProblems(field: FieldDeclaration): string[] {
  if (!isKnownFieldType(field.type)) return [`unknown type ${String(field.type)}`];
  const traits = fieldTypeTraits(field.type);
  const problems: string[] = [];
  // A unique value is one comparable text: not a list, not derived, not the workflow's state.
  if (field.unique && (field.multiple || !traits.uniqueable || field.derivedFrom))
    problems.push('unique needs a single text-like value that the form writes');
  if (field.minAge !== undefined && (field.type !== 'idCard' || !(field.minAge > 0 && field.minAge < 150)))
    problems.push('minAge needs an idCard field and a whole number of years between 1 and 149');
  if (typeof field.filter === 'object' && field.filter.mode === 'range' && traits.filter !== 'range')
    problems.push('range filter needs a date or numeric type');
  return problems;
}

/**
 * Everything that would make a declaration unusable by the generic pages or the server's table
 * builder; an empty list means it is sound. Run by the tests over every declared module.
 */
export function checkDeclaration(resource: ResourceDeclaration, known?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const p = (msg: string) => problems.push(`${resource.key}: ${msg}`);
  if (!CAMEL.test(resource.key)) p('key must be camelCase');
  if (!SNAKE.test(resource.table)) p('table must be snake_case');
  if (!resource.listRoute.startsWith('/')) p('listRoute must start with /');
  if (!resource.detailRoute.startsWith('/')) p('detailRoute must start with /');
  for (const [lang, value] of Object.entries(resource.title)) if (!value) p(`title.${lang} is empty`);

  const names = new Set<string>();
  const sections = new Set(resource.sections.map((s) => s.key));
  for (const field of resource.fields) {
    const f = (msg: string) => p(`field ${field.name}: ${msg}`);
    if (!CAMEL.test(field.name)) f('name must be camelCase');
    if (names.has(field.name)) f('declared twice');
    names.add(field.name);
    for (const [lang, value] of Object.entries(field.label)) if (!value) f(`label.${lang} is empty`);
    for (const rule of field.rules ?? []) if (!isRuleName(rule)) f(`unknown rule ${String(rule)}`);
    if (field.type === 'enum' && !field.dict && !field.options?.length) f('enum needs dict or options');
    if (field.type === 'reference' && !field.reference) f('reference needs reference.module');
    if (field.reference && known && !known.has(field.reference.module)) {
      f(`references unknown module ${field.reference.module}`);
    }
    if (typeof field.section === 'string' && !sections.has(field.section))
      f(`unknown section ${field.section}`);
    for (const problem of typeProblems(field)) f(problem);
  }
  for (const field of resource.fields) {
    if (field.derivedFrom) {
      const source = resource.fields.find((x) => x.name === field.derivedFrom?.field);
      if (source?.type !== 'idCard') p(`field ${field.name}: derivedFrom must name an idCard field`);
    }
  }
  if (!names.has(resource.titleField)) p(`titleField ${resource.titleField} is not a field`);
  if (resource.areaField && !names.has(resource.areaField))
    p(`areaField ${resource.areaField} is not a field`);
  if (resource.sort && !names.has(resource.sort.field)) p(`sort field ${resource.sort.field} is not a field`);
  if (resource.sections.length === 0) p('needs at least one section');
  const actionKeys = new Set<string>();
  for (const action of resource.actions) {
    if (actionKeys.has(action.key)) p(`action ${action.key} declared twice`);
    actionKeys.add(action.key);
    if (!action.permission) p(`action ${action.key} needs a permission name`);
  }
  if (resource.detailParam && resource.detailId !== 'required') p('detailParam needs detailId required');
  for (const route of resource.extraRoutes ?? []) {
    if (!route.path.startsWith('/')) p(`extra route ${route.key} must start with /`);
    if (!route.permission) p(`extra route ${route.key} needs a permission name`);
  }
  if (resource.workflow) {
    const status = resource.fields.find((x) => x.name === resource.workflow?.field);
    if (status?.type !== 'enum') p(`workflow field ${resource.workflow.field} must be an enum field`);
    const steps = new Set<string>();
    const fixed = status?.options?.map((o) => o.value);
    const states = [
      resource.workflow.initial,
      ...resource.workflow.transitions.flatMap((t) => [...t.from, t.to]),
    ];
    for (const state of fixed ? states : []) {
      if (!fixed?.includes(state))
        p(`workflow state ${state} is not an option of ${resource.workflow.field}`);
    }
    for (const step of resource.workflow.transitions) {
      if (steps.has(step.key)) p(`workflow step ${step.key} declared twice`);
      steps.add(step.key);
      if (!step.permission) p(`workflow step ${step.key} needs a permission name`);
      if (!CAMEL.test(step.key)) p(`workflow step ${step.key} must be camelCase`);
      // A step's server permission is biz:<module>:<step key>: it must not be a built-in action's.
      if (RESERVED_ACTIONS.has(step.key)) p(`workflow step ${step.key} uses a reserved action name`);
      const action = resource.actions.find((a) => a.key === step.key);
      if (action && action.permission !== step.permission) {
        p(`workflow step ${step.key} shares its key with an action of another permission name`);
      }
      if (step.from.length === 0) p(`workflow step ${step.key} needs at least one from state`);
    }
  }
  return problems;
}
