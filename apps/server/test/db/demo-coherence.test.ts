import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/resources/index.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * The demo data of a freshly seeded server, read back from its database, as care staff in Anhui
 * would judge it: each rule names the rows that break it.
 */
const catalogue = buildCatalogue();

let server: TestServer;
let seededAt: number;
beforeAll(async () => {
  server = await startTestServer();
  seededAt = Date.now();
});
afterAll(async () => server.close());

type Row = Record<string, unknown> & { id: number };

/** Every row of a module, keyed by field name (plus id). */
const rowsOf = async (key: string): Promise<Row[]> => {
  const resource = catalogue.find(key);
  if (!resource) throw new Error(`module ${key} is not served`);
  const result = await sql<
    Record<string, unknown>
  >`select * from ${sql.id(resource.table)} order by id`.execute(server.app.eldercare.db);
  return result.rows.map((raw) => {
    const row: Row = { id: Number(raw.id) };
    for (const [field, column] of resource.columns) row[field] = raw[column];
    return row;
  });
};

const PERSON_MODULES = catalogue.served
  .filter((r) => r.byName.has('idCard') && r.byName.has('maritalStatus'))
  .map((r) => r.key);

/** Rows of every personal-record module, tagged with their module. */
const peopleRows = async () =>
  (
    await Promise.all(PERSON_MODULES.map(async (key) => (await rowsOf(key)).map((row) => ({ key, row }))))
  ).flat();

/** Age today from the birth date in an 18-digit ID number. */
const ageFromId = (idCard: string): number => {
  const birth = idCard.slice(6, 14);
  const today = new Date();
  const monthDay = (today.getMonth() + 1) * 100 + today.getDate();
  return today.getFullYear() - Number(birth.slice(0, 4)) - (monthDay < Number(birth.slice(4, 8)) ? 1 : 0);
};
const tags = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const time = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).join(', ');
const offenders = (rows: { key: string; row: Row }[]) => rows.map((r) => `${r.key}#${r.row.id}`).join(', ');

describe('demo people', () => {
  it('tags as 高龄老人(80+) only people aged 80 or more by their ID number', async () => {
    const wrong = (await rowsOf('elderlyInfo')).filter(
      (r) => tags(r.categories).includes('very_old') && ageFromId(String(r.idCard)) < 80,
    );
    expect(wrong, `高龄 under 80: ${ids(wrong)}`).toEqual([]);
  });

  it('does not record 失能/失智 people as 完全自理', async () => {
    const wrong = (await rowsOf('elderlyInfo')).filter(
      (r) =>
        tags(r.categories).some((c) => c === 'disabled' || c === 'demented') && r.selfCareAbility === 'full',
    );
    expect(wrong, `dependent yet fully independent: ${ids(wrong)}`).toEqual([]);
  });

  it('spreads ethnic groups as in Anhui: mostly 汉族, a few others', async () => {
    const people = (await peopleRows()).filter(({ row }) => row.nation !== null && row.nation !== undefined);
    const han = people.filter(({ row }) => row.nation === '01');
    const minorities = people.filter(({ row }) => row.nation !== '01');
    expect(han.length / people.length, `minorities: ${offenders(minorities.slice(0, 50))}`).toBeGreaterThan(
      0.95,
    );
    expect(new Set(people.map(({ row }) => row.nation)).size).toBeLessThanOrEqual(10);
  });

  it('gives no one who is not married a spouse as guardian', async () => {
    const wrong = (await peopleRows()).filter(
      ({ row }) =>
        row.guardianRelation === 'spouse' && row.maritalStatus !== null && row.maritalStatus !== '20',
    );
    expect(wrong, `spouse guardian of an unmarried person: ${offenders(wrong)}`).toEqual([]);
  });

  it('has everyone tagged 独居 living alone', async () => {
    const wrong = (await peopleRows()).filter(
      ({ key, row }) =>
        (key === 'alonePeople' ||
          tags(row.categories).includes('alone') ||
          tags(row.keyGroups).includes('alone')) &&
        row.livingStatus !== 'alone',
    );
    expect(wrong, `独居 not living alone: ${offenders(wrong)}`).toEqual([]);
  });

  it('has the residents of a care home living in an institution', async () => {
    const wrong = (await rowsOf('checkInPeople')).filter(
      (r) => r.livingStatus !== null && r.livingStatus !== 'institution',
    );
    expect(wrong, `residents living elsewhere: ${ids(wrong)}`).toEqual([]);
  });
});

describe('demo events and prices', () => {
  it('has no hotline call dated in the future', async () => {
    const wrong = (await rowsOf('callinInfo')).filter((r) => time(r.calledAt) > seededAt);
    expect(wrong, `future call-ins: ${ids(wrong)}`).toEqual([]);
  });

  it('sends activity notices only for activities still ahead', async () => {
    const activities = new Map((await rowsOf('trainingActivity')).map((r) => [r.id, r]));
    const notices = await server.app.eldercare.db
      .selectFrom('activity_notice')
      .select(['id', 'activity_id', 'created_at'])
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    const wrong = notices.filter((n) => {
      const activity = activities.get(n.activity_id);
      return !activity || time(activity.startTime) <= time(n.created_at) || activity.status !== 'signup';
    });
    expect(wrong, `notices of ended events: ${ids(wrong)}`).toEqual([]);
  });

  it('gives activities a status their dates allow', async () => {
    const now = Date.now();
    const rows = [...(await rowsOf('trainingActivity')), ...(await rowsOf('activityProject'))];
    const wrong = rows.filter(
      (r) =>
        (r.status === 'finished' && time(r.endTime) > now) ||
        (r.status === 'signup' && time(r.startTime) < now) ||
        (r.status === 'running' && (time(r.startTime) > now || time(r.endTime) < now)),
    );
    expect(wrong, `status against dates: ${ids(wrong)}`).toEqual([]);
  });

  it('prices service items plausibly (a haircut ¥15–30, nothing over ¥300 a visit)', async () => {
    const items = await rowsOf('serviceProject');
    const wrong = items.filter(
      (r) =>
        Number(r.unitPrice) > 300 ||
        Number(r.unitPrice) < 5 ||
        (String(r.name).includes('理发') && (Number(r.unitPrice) < 15 || Number(r.unitPrice) > 30)),
    );
    expect(wrong, `implausible prices: ${ids(wrong)}`).toEqual([]);
  });

  it('plans a plausible number of visits a month at a plausible price per visit', async () => {
    const wrong = (await rowsOf('servicePlan')).filter((r) => {
      const times = Number(r.timesPerMonth);
      const budget = r.budget === null ? null : Number(r.budget);
      const perVisit = budget === null ? 50 : budget / times;
      const parts = Number(r.subsidyAmount ?? 0) + Number(r.selfPaid ?? 0);
      return (
        times < 1 ||
        times > 31 ||
        perVisit < 5 ||
        perVisit > 300 ||
        (budget !== null && Math.abs(parts - budget) > 0.01)
      );
    });
    expect(wrong, `implausible plans: ${ids(wrong)}`).toEqual([]);
  });

  it('records service hours for every volunteer', async () => {
    const wrong = (await rowsOf('volunteerManagement')).filter(
      (r) => r.serviceHours === null || Number(r.serviceHours) < 0,
    );
    expect(wrong, `volunteers without hours: ${ids(wrong)}`).toEqual([]);
  });

  it('gives every assessment a 总分 in the band of its grade', async () => {
    const bands: Record<string, [number, number]> = {
      '0': [90, 90],
      '1': [66, 89],
      '2': [46, 65],
      '3': [30, 45],
      '4': [0, 29],
    };
    const rows = (
      await Promise.all(['assessmentForm', 'onsiteAssessment', 'evaluationQuery'].map((key) => rowsOf(key)))
    ).flatMap((list, i) =>
      list.map((row) => ({ key: ['assessmentForm', 'onsiteAssessment', 'evaluationQuery'][i] ?? '', row })),
    );
    const wrong = rows.filter(({ row }) => {
      const band = bands[String(row.abilityLevel)];
      const total = row.totalScore === null ? Number.NaN : Number(row.totalScore);
      const dims = ['selfCareScore', 'mobilityScore', 'mentalScore', 'perceptionScore'].map((n) => row[n]);
      const sum = dims.every((d) => d !== null && d !== undefined)
        ? dims.reduce<number>((s, d) => s + Number(d), 0)
        : total;
      return !band || !(total >= band[0] && total <= band[1]) || sum !== total;
    });
    expect(wrong, `assessments without a fitting 总分: ${offenders(wrong)}`).toEqual([]);
  });

  it('has a completion time only on work orders that are done', async () => {
    const wrong = (await rowsOf('orderWork')).filter(
      (r) => (r.completedAt !== null) !== (r.status === 'done'),
    );
    expect(wrong, `completion against status: ${ids(wrong)}`).toEqual([]);
  });
});
