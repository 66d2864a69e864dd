import type { FieldDeclaration } from '@eldercare/resource-language';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDataSource, UniqueAnswer } from '../data/resource-data-source';
import { uniqueRule } from './unique-rule';

const idCard = {
  name: 'idCard',
  type: 'idCard',
  label: { 'zh-CN': '身份证号' },
  unique: true,
} as unknown as FieldDeclaration;

const sourceAnswering = (answer: () => Promise<UniqueAnswer>) => {
  const checkUnique = vi.fn(answer);
  return { source: { checkUnique } as unknown as ResourceDataSource, checkUnique };
};

const validate = (rule: ReturnType<typeof uniqueRule>, value: unknown) =>
  (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);

describe('the unique-field rule', () => {
  it('refuses a value another record holds, naming that record', async () => {
    const { source, checkUnique } = sourceAnswering(async () => ({
      unique: false,
      existing: { id: 7, label: '王秀英' },
    }));
    const rule = uniqueRule(idCard, source, 3, undefined, (existing) => `已被「${existing}」使用`);
    await expect(validate(rule, '110101194001011250')).rejects.toThrow('已被「王秀英」使用');
    expect(checkUnique).toHaveBeenCalledWith('idCard', '110101194001011250', 3);
  });

  it('passes a free value, the loaded one unchecked, and a value whose check cannot run', async () => {
    const free = sourceAnswering(async () => ({ unique: true }));
    await expect(
      validate(uniqueRule(idCard, free.source, undefined, 'x', String), 'y'),
    ).resolves.toBeUndefined();
    await expect(
      validate(uniqueRule(idCard, free.source, undefined, 'x', String), 'x'),
    ).resolves.toBeUndefined();
    expect(free.checkUnique).toHaveBeenCalledTimes(1);
    const down = sourceAnswering(async () => Promise.reject(new Error('offline')));
    await expect(
      validate(uniqueRule(idCard, down.source, undefined, undefined, String), 'y'),
    ).resolves.toBeUndefined();
  });

  it('is absent for a field not declared unique or a source that cannot check', () => {
    const { source } = sourceAnswering(async () => ({ unique: true }));
    expect(
      uniqueRule({ ...idCard, unique: undefined } as FieldDeclaration, source, 1, '', String),
    ).toBeUndefined();
    expect(uniqueRule(idCard, {} as ResourceDataSource, 1, '', String)).toBeUndefined();
  });
});
