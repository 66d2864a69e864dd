import type { Random } from './random.js';
import { SERVICE_CATALOGUE, type ServiceItem } from './vocabulary.js';

type Values = Record<string, unknown>;
type Rule = (values: Values, has: (name: string) => boolean, random: Random, now: number) => void;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const yuan = (n: number) => Math.round(n * 100) / 100;
const iso = (ms: number) => new Date(ms).toISOString();
/** 09:00 in China (UTC+8) on the day `ms` falls in. */
const morningOf = (ms: number) => Math.floor(ms / DAY) * DAY + HOUR;

const itemNamed = (name: unknown): ServiceItem | undefined =>
  SERVICE_CATALOGUE.find((item) => item.name === name);
const priceOf = (random: Random, item: ServiceItem) => random.int(item.price[0], item.price[1]);

/** A hotline call has already happened: within the last two years, in office hours. */
const callIn: Rule = (values, _has, random, now) => {
  values.calledAt = iso(morningOf(now - random.int(1, 730) * DAY) + random.int(0, 10 * 60) * 60_000);
  values.durationSeconds = random.int(30, 900);
};

/**
 * An activity's status follows its dates: announced ones (报名中) lie ahead with the sign-up still
 * open, one under way (进行中) spans today, finished ones lie behind; some are cancelled.
 */
const activity: Rule = (values, has, random, now) => {
  const phase = random.pick(['upcoming', 'upcoming', 'running', 'past', 'past', 'past']);
  const start =
    phase === 'upcoming'
      ? morningOf(now + random.int(7, 90) * DAY)
      : phase === 'running'
        ? morningOf(now - random.int(1, 3) * DAY)
        : morningOf(now - random.int(7, 700) * DAY);
  const end = phase === 'running' ? morningOf(now + random.int(1, 5) * DAY) : start + random.int(2, 4) * HOUR;
  values.startTime = iso(start);
  values.endTime = iso(end);
  if (has('signUpDeadline')) values.signUpDeadline = iso(start - random.int(1, 5) * DAY);
  const status = phase === 'upcoming' ? 'signup' : phase === 'running' ? 'running' : 'finished';
  values.status = phase !== 'running' && random.chance(0.1) ? 'cancelled' : status;
  const capacity = random.int(2, 20) * 10;
  values.capacity = capacity;
  if (has('signUps'))
    values.signUps = phase === 'upcoming' ? random.int(0, capacity) : random.int(capacity / 2, capacity);
  if (has('fee')) values.fee = random.pick([0, 0, 0, 50, 100, 200]);
};

/** A platform service item priced as the city prices it. */
const serviceItem: Rule = (values, _has, random) => {
  const item = itemNamed(values.name) ?? random.pick(SERVICE_CATALOGUE);
  values.name = item.name;
  values.category = item.category;
  values.unit = item.unit;
  values.unitPrice = priceOf(random, item);
  values.standardMinutes = item.minutes;
  values.subsidyRatio = random.pick([30, 50, 60, 80]);
  values.subsidyCap = random.pick([100, 200, 300, 400]);
};

/** A provider's offer of an item: near the platform price, same unit and duration. */
const providerItem: Rule = (values, _has, random) => {
  const item = itemNamed(values.name) ?? random.pick(SERVICE_CATALOGUE);
  values.name = item.name;
  values.unit = item.unit;
  values.price = priceOf(random, item);
  values.durationMinutes = item.minutes;
};

/** A month's plan: visits an item is booked for, at its price; subsidy and self-paid add up. */
const plan: Rule = (values, _has, random) => {
  const item = random.pick(SERVICE_CATALOGUE);
  const times = random.int(item.timesPerMonth[0], item.timesPerMonth[1]);
  const budget = yuan(times * priceOf(random, item));
  const subsidy = yuan(budget * random.pick([0.3, 0.5, 0.6, 0.8]));
  values.timesPerMonth = times;
  values.minutesPerVisit = item.minutes;
  values.budget = budget;
  values.subsidyAmount = subsidy;
  values.selfPaid = yuan(budget - subsidy);
};

/** A work order costs one visit; it is finished (and has a completion time) only when done. */
const workOrder: Rule = (values, _has, random, now) => {
  const item = random.pick(SERVICE_CATALOGUE);
  values.amount = priceOf(random, item);
  const status = values.status;
  const past = status === 'done' || status === 'cancelled' || status === 'in_service';
  const appointment =
    status === 'in_service'
      ? Math.floor(now / HOUR) * HOUR - HOUR
      : morningOf(now + (past ? -random.int(1, 300) : random.int(1, 14)) * DAY) + random.int(0, 8) * HOUR;
  values.appointmentTime = iso(appointment);
  values.completedAt = status === 'done' ? iso(appointment + item.minutes * 60_000) : null;
  if (status !== 'done') values.rating = null;
};

/** Volunteers have served some hours; points are earned at 10 per hour, some already spent. */
const volunteer: Rule = (values, _has, random) => {
  const hours = random.int(2, 6000) / 10;
  values.serviceHours = hours;
  values.points = Math.floor(hours * 10 * random.pick([0.4, 0.7, 1]));
};

/**
 * The four dimension scores of an ability assessment, each within its maximum, summing to a total
 * out of 90 (GB/T 42195-2022's scale); the level follows from the total's band.
 */
const DIMENSIONS: readonly [string, number][] = [
  ['selfCareScore', 32],
  ['mobilityScore', 16],
  ['mentalScore', 18],
  ['perceptionScore', 24],
];
/** Lowest total of each care_level value: 90 完好, 66 轻度, 46 中度, 30 重度, 0 完全失能. */
export const LEVEL_FLOORS: readonly [string, number][] = [
  ['0', 90],
  ['1', 66],
  ['2', 46],
  ['3', 30],
  ['4', 0],
];
export const levelOfTotal = (total: number): string =>
  LEVEL_FLOORS.find(([, floor]) => total >= floor)?.[0] ?? '4';

const assessment: Rule = (values, has, random) => {
  const share = random.pick([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.2]);
  if (has('selfCareScore')) {
    let total = 0;
    for (const [name, max] of DIMENSIONS) {
      const score = Math.min(max, Math.max(0, Math.round(max * share) - random.int(0, 2)));
      values[name] = share === 1 ? max : score;
      total += values[name] as number;
    }
    values.totalScore = total;
  } else {
    values.totalScore = share === 1 ? 90 : random.int(Math.round(90 * share) - 8, Math.round(90 * share));
  }
  values.abilityLevel = levelOfTotal(values.totalScore as number);
};

const RULES: Readonly<Record<string, Rule>> = {
  callinInfo: callIn,
  trainingActivity: activity,
  activityProject: activity,
  serviceProject: serviceItem,
  serveProject: providerItem,
  servicePlan: plan,
  orderWork: workOrder,
  volunteerManagement: volunteer,
  assessmentForm: assessment,
  onsiteAssessment: assessment,
  evaluationQuery: assessment,
};

/** Makes a demo row's values agree with what its module keeps (prices, dates, scores, statuses). */
export const cohereModule = (
  moduleKey: string,
  values: Values,
  has: (name: string) => boolean,
  random: Random,
  now = Date.now(),
): void => RULES[moduleKey]?.(values, has, random, now);
