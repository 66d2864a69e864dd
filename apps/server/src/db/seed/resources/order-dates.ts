import type { FieldDeclaration } from '@eldercare/resources';
import type { Random } from './random.js';

/**
 * Pairs of fields where the second happens after the first, by key. `start*`/`end*` pairs with the
 * same rest are found by pattern; the others are listed. Earlier pairs are settled first, so a
 * sign-up deadline moves the start before the start moves the end.
 */
const LISTED: readonly [string, string][] = [
  ['signUpDeadline', 'startTime'],
  ['establishedOn', 'joinedOn'],
  ['joinedOn', 'feePaidUntil'],
  ['issuedOn', 'effectiveOn'],
  ['issuedOn', 'validUntil'],
  ['assessedOn', 'validUntil'],
  ['certificateIssuedOn', 'certificateValidUntil'],
  ['appliedAt', 'reviewedAt'],
  ['enlistedOn', 'dischargedOn'],
  ['checkInDate', 'leaveDate'],
  ['lastVisitDate', 'nextVisitDate'],
  ['pairedOn', 'lastServedOn'],
  ['orderedAt', 'paidAt'],
  ['appointmentTime', 'completedAt'],
  ['neededAt', 'dispatchedAt'],
  ['installedOn', 'lastHeartbeat'],
  ['startDate', 'accidentDate'],
  ['accidentDate', 'endDate'],
];

/** The ordered pairs among a module's fields, in the order they are settled. */
export const orderedPairs = (fields: readonly FieldDeclaration[]): [string, string][] => {
  const names = new Set(fields.map((f) => f.name));
  const starts = fields.flatMap((f): [string, string][] => {
    const rest = /^start(.+)$/.exec(f.name)?.[1];
    return rest && names.has(`end${rest}`) ? [[f.name, `end${rest}`]] : [];
  });
  const listed = LISTED.filter(([a, b]) => names.has(a) && names.has(b));
  // The deadline before the start, then starts before their ends, then the rest.
  return [
    ...listed.filter(([, b]) => b === 'startTime'),
    ...starts,
    ...listed.filter(([, b]) => b !== 'startTime'),
  ];
};

const DAY = 86_400_000;

/** Moves `value` (date, month or datetime text) by `ms`, keeping its format. */
const shift = (value: string, ms: number): string => {
  const moved = new Date(Date.parse(value.length === 7 ? `${value}-01` : value) + ms).toISOString();
  return value.length === 7 ? moved.slice(0, 7) : value.length === 10 ? moved.slice(0, 10) : moved;
};

/**
 * Puts every ordered pair of a demo row in order: an end before its start (or a validity ending
 * before issue) is moved after it. A service's end is its start plus its declared duration.
 */
export const orderDates = (
  fields: readonly FieldDeclaration[],
  body: Record<string, unknown>,
  random: Random,
): void => {
  const minutes = body.durationMinutes;
  for (const [first, second] of orderedPairs(fields)) {
    const a = body[first];
    const b = body[second];
    if (typeof a !== 'string' || typeof b !== 'string') continue;
    const isTime = a.length > 10;
    if (isTime && first === 'startTime' && second === 'endTime' && typeof minutes === 'number') {
      body[second] = shift(a, minutes * 60_000);
      continue;
    }
    if (Date.parse(b.length === 7 ? `${b}-01` : b) >= Date.parse(a.length === 7 ? `${a}-01` : a)) continue;
    const gap = isTime ? random.int(1, 4) * 3_600_000 : random.int(30, 730) * DAY;
    body[second] = shift(a, gap);
  }
};
