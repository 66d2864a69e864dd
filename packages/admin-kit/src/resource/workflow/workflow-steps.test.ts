import { describe, expect, it } from 'vitest';
import { approvalWorkflow as contract, reviewWorkflow as form } from '../../test-fixtures/declarations';
import { classifyStepError } from '../data/resource-error';
import { allowedStep, finalStates, lockedForReview, opinionOf, stateOf, stepsFrom } from './workflow-steps';

const keys = (record: Record<string, unknown>) => stepsFrom(contract, record).map((s) => s.key);

describe('the steps a record’s state allows', () => {
  it('follow the declaration’s transitions', () => {
    expect(keys({ contractStatus: 'draft' })).toEqual(['submit']);
    expect(keys({ contractStatus: 'submitted' })).toEqual(['approve', 'reject']);
    expect(keys({ contractStatus: 'rejected' })).toEqual(['submit']);
    expect(keys({ contractStatus: 'approved' })).toEqual(['terminate']);
    expect(keys({ contractStatus: 'terminated' })).toEqual([]);
  });

  it('read a record without a state as the initial one, like the server', () => {
    expect(stateOf(contract, {})).toBe('draft');
    expect(stateOf(contract, { contractStatus: '' })).toBe('draft');
    expect(keys({ contractStatus: null })).toEqual(['submit']);
  });

  it('find one step only when the state allows it', () => {
    expect(allowedStep(contract, { contractStatus: 'submitted' }, 'approve')?.to).toBe('approved');
    expect(allowedStep(contract, { contractStatus: 'draft' }, 'approve')).toBeUndefined();
    expect(allowedStep(undefined, {}, 'submit')).toBeUndefined();
  });

  it('know where a workflow ends', () => {
    expect(finalStates(contract)).toEqual(['terminated']);
    expect(finalStates(form)).toEqual(['reviewed']);
  });
});

describe('opinions and refusals', () => {
  it('sends a trimmed opinion, or none', () => {
    expect(opinionOf('  材料不全 ')).toBe('材料不全');
    expect(opinionOf('   ')).toBeUndefined();
    expect(opinionOf(undefined)).toBeUndefined();
  });

  it('tells a stale version and a refused opinion from the rest', () => {
    const error = (code: number, data: unknown = null) =>
      Object.assign(new Error(`m${code}`), { code, msg: `m${code}`, data });
    expect(classifyStepError(error(50016))).toEqual({ kind: 'stale', message: 'm50016' });
    expect(classifyStepError(error(-1, { field: 'comment' }))).toEqual({ kind: 'opinion', message: 'm-1' });
    expect(classifyStepError(error(-1))).toEqual({ kind: 'other' });
    expect(classifyStepError(error(-1, { field: 'name' }))).toEqual({
      kind: 'field',
      field: 'name',
      message: 'm-1',
    });
    expect(classifyStepError(error(403))).toEqual({ kind: 'other' });
    expect(classifyStepError(new Error('network'))).toEqual({ kind: 'other' });
  });
});

describe('a record waiting for review', () => {
  const author = (name?: string) => name === '提交';
  const reviewer = (name?: string) => name === '提交' || name === '复核';
  it('is locked for whoever cannot decide on it, and only while it waits', () => {
    expect(lockedForReview(form, { formStatus: 'submitted' }, author)).toBe(true);
    expect(lockedForReview(form, { formStatus: 'submitted' }, reviewer)).toBe(false);
    expect(lockedForReview(form, { formStatus: 'returned' }, author)).toBe(false);
    expect(lockedForReview(form, {}, author)).toBe(false);
    expect(lockedForReview(undefined, { formStatus: 'submitted' }, author)).toBe(false);
  });
});
