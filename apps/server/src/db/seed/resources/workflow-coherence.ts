import type { Random } from './random.js';

type Values = Record<string, unknown>;

/**
 * What a demo row's workflow state implies for its other fields, per module, so the pages show
 * records that make sense: a plan is carried out only once approved; a call is handled as far as
 * its state says (nothing yet when logged, a dispatch in progress, a result when closed).
 */
const COHERENT: Readonly<Record<string, (values: Values, state: string, random: Random) => void>> = {
  servicePlan: (values, state) => {
    if (state !== 'approved') values.status = null;
    else values.status ??= 'active';
  },
  callinInfo: (values, state, random) => {
    if (state === 'received') {
      values.handling = null;
      values.result = null;
    } else if (state === 'dispatched') {
      values.handling = 'dispatched';
      values.result = 'in_progress';
    } else {
      values.handling ??= 'answered';
      values.result = random.pick(['resolved', 'resolved', 'follow_up', 'unresolved']);
    }
  },
};

export const makeCoherent = (moduleKey: string, values: Values, state: string, random: Random): void =>
  COHERENT[moduleKey]?.(values, state, random);
