import type { FieldDeclaration } from '@eldercare/resources';
import type { Kysely } from 'kysely';
import type { Catalogue, ServedResource } from '../../../resources/schema/catalogue.js';
import { optionsOf, prepareValues } from '../../../resources/write/input.js';
import { alignReferences, type SeededRef } from './align-references.js';
import { insertRows, type NewRow } from '../../../resources/query/repository.js';
import { uniqueFields } from '../../../resources/write/unique.js';
import type { Database } from '../../schema.js';
import { AREAS } from '../org.js';
import { birthDateForAge, chineseName, idNumber, mobile } from './people.js';
import { createRandom, seedOf, type Random } from './random.js';
import { cohereModule } from './module-coherence.js';
import { orderDates } from './order-dates.js';
import { coherePerson } from './person-coherence.js';
import { makeCoherent } from './workflow-coherence.js';
import { demoValue, type DemoArea, type DemoContext } from './values.js';

/** The module with thousands of demo rows; every other module gets 5–20. */
export const ELDERLY_MODULE = 'elderlyInfo';
export const ELDERLY_DEMO_COUNT = 3000;
const BATCH = 500;

/** Streets and communities of the sample city: demo rows spread over them. */
export const DEMO_AREAS: readonly DemoArea[] = AREAS.filter((a) => a.level >= 4).map((a) => ({
  code: a.code,
  name: a.name,
}));

const markerOf = (key: string) => `seed.resource.${key}`;

const enumOptions = (field: FieldDeclaration): readonly string[] => [...(optionsOf(field) ?? [])];

/** A person of the row: name, ID number (valid check digit, age in range) and mobile. */
export const demoPerson = (random: Random, area: DemoArea, minAge: number, maxAge: number) => {
  const gender: 0 | 1 = random.chance(0.55) ? 1 : 0;
  return {
    name: chineseName(random, gender),
    idCard: idNumber(random, area.code, birthDateForAge(random, minAge, maxAge), gender),
    mobile: mobile(random),
  };
};

/**
 * One demo row: values from the field generators, checked like a form submission. An optional
 * value the rules refuse is dropped; a row whose required values cannot pass is skipped.
 */
export const demoRow = (
  resource: ServedResource,
  random: Random,
  idsOf: (key: string) => readonly number[],
  ages: [number, number],
): NewRow | undefined => {
  const area = random.pick(DEMO_AREAS);
  const ctx: DemoContext = {
    random,
    area,
    module: {
      key: resource.key,
      title: resource.declaration.title['zh-CN'],
      group: resource.declaration.group,
    },
    optionsOf: enumOptions,
    idsOf,
    person: demoPerson(random, area, ages[0], ages[1]),
  };
  const body: Record<string, unknown> = {};
  for (const field of resource.fields) {
    let value = demoValue(field, ctx);
    if (value === undefined && field.required && field.type === 'enum') value = '1';
    if (value === undefined && field.required && field.type === 'reference') value = 1;
    if (value !== undefined) body[field.name] = value;
  }
  orderDates(resource.fields, body, random);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const result = prepareValues(resource, body, 'zh-CN', undefined);
    if ('values' in result) {
      // After the checks: some of the values they agree on are kept by the server, not typed.
      const has = (name: string) => resource.byName.has(name);
      coherePerson(result.values, has, resource.key, random);
      cohereModule(resource.key, result.values, has, random);
      const areaField = resource.declaration.areaField;
      const declaredArea = areaField ? result.values[areaField] : undefined;
      const areaCode = typeof declaredArea === 'string' && declaredArea !== '' ? declaredArea : area.code;
      const dataType = random.chance(0.9) ? 'prod' : random.chance(0.5) ? 'test' : 'trial';
      return { values: result.values, areaCode, dataType };
    }
    const field = resource.byName.get(result.problem.field);
    if (!field || field.required) return undefined;
    delete body[field.name];
  }
  return undefined;
};

const hasReferences = (r: ServedResource) => r.fields.some((f) => f.type === 'reference');

/** Modules about elderly people (residents, lessees, people with dementia…), by group and title. */
const ELDERLY_TITLE = /老人|老年|入住|离院|认知障碍|承租|重点人员|养老金|特困|独居/;

/** The ages of a module's people: elderly 60–100 where the module is about them, staff 22–60. */
export const agesOf = (resource: ServedResource): [number, number] =>
  resource.declaration.group === 'personalRecords' || ELDERLY_TITLE.test(resource.declaration.title['zh-CN'])
    ? [60, 100]
    : [22, 60];

/**
 * A module's demo rows (not yet stored): values by field meaning, references pointed at the rows
 * `refsOf` knows, workflow states spread. Pure, so tests can walk every module's rows.
 */
export const demoRowsOf = (
  resource: ServedResource,
  refsOf: (key: string) => readonly SeededRef[],
): NewRow[] => {
  const random = createRandom(seedOf(resource.key));
  const count = resource.key === ELDERLY_MODULE ? ELDERLY_DEMO_COUNT : random.int(5, 20);
  const ages = agesOf(resource);
  const idsOf = (key: string) => refsOf(key).map((ref) => ref.id);
  const rows: NewRow[] = [];
  const isNew = uniqueTracker(resource);
  for (let i = 0; i < count * 2 && rows.length < count; i += 1) {
    const row = demoRow(resource, random, idsOf, ages);
    if (row && isNew(row)) rows.push(alignReferences(resource, row, refsOf));
  }
  walkDemoWorkflow(resource, rows);
  return rows;
};

/**
 * Whether a row's unique values (an ID number) are new in its data type: the unique index refuses
 * a repeat, and thousands of random ID numbers may repeat one. Marks them as taken.
 */
const uniqueTracker = (resource: ServedResource) => {
  const names = uniqueFields(resource).map((f) => f.name);
  const taken = new Set<string>();
  return (row: NewRow): boolean => {
    const keys = names.flatMap((name) => {
      const value = row.values[name];
      return typeof value === 'string' && value !== ''
        ? [`${name}|${row.dataType}|${value.toLowerCase()}`]
        : [];
    });
    if (keys.some((key) => taken.has(key))) return false;
    for (const key of keys) taken.add(key);
    return true;
  };
};

/** Modules without references first, so references can point at stored rows. */
export const seedOrder = (resources: readonly ServedResource[]): ServedResource[] =>
  [...resources].sort((a, b) => Number(hasReferences(a)) - Number(hasReferences(b)));

/**
 * Spreads a workflow module's demo rows over its states, so the approval and dispatch pages have
 * work to show: each row walks 0–3 random declared steps from the initial state. A random stream
 * of its own leaves every other demo value as it was.
 */
export const walkDemoWorkflow = (resource: ServedResource, rows: NewRow[]): void => {
  const workflow = resource.declaration.workflow;
  if (!workflow || !resource.byName.has(workflow.field)) return;
  const random = createRandom(seedOf(`${resource.key}:workflow`));
  for (const row of rows) {
    let state = workflow.initial;
    for (let steps = random.int(0, 3); steps > 0; steps -= 1) {
      const next = workflow.transitions.filter((t) => t.from.includes(state));
      if (next.length === 0) break;
      state = random.pick(next).to;
    }
    row.values[workflow.field] = state;
    makeCoherent(resource.key, row.values, state, random);
  }
};

/**
 * Demo records for every module that has none yet (marker per module, so a module emptied by
 * its users stays empty). Modules without references go first so references can point at rows.
 */
export const seedDemoRecords = async (db: Kysely<Database>, catalogue: Catalogue): Promise<number> => {
  const done = new Set(
    (
      await db
        .selectFrom('sys_config')
        .select('config_key')
        .where('config_key', 'like', 'seed.resource.%')
        .execute()
    ).map((r) => r.config_key),
  );
  const pending = seedOrder(catalogue.served.filter((r) => !done.has(markerOf(r.key))));
  const seeded = new Map<string, SeededRef[]>();
  const refsOf = (key: string) => seeded.get(key) ?? [];
  let total = 0;
  for (const resource of pending) {
    const rows = demoRowsOf(resource, refsOf);
    await db.transaction().execute(async (trx) => {
      const inserted: number[] = [];
      for (let i = 0; i < rows.length; i += BATCH)
        inserted.push(...(await insertRows(trx, resource, rows.slice(i, i + BATCH))));
      seeded.set(
        resource.key,
        inserted.map((id, i) => ({
          id,
          areaCode: rows[i]?.areaCode ?? '',
          dataType: rows[i]?.dataType ?? '',
        })),
      );
      await trx
        .insertInto('sys_config')
        .values({
          config_key: markerOf(resource.key),
          config_value: String(inserted.length),
          name: `Demo records of ${resource.key}`,
        })
        .execute();
    });
    total += rows.length;
  }
  return total;
};
