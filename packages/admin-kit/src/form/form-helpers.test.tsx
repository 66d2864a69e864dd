import { fireEvent, render, screen } from '@testing-library/react';
import { findField } from '@eldercare/resource-language';
import { people } from '../test-fixtures/declarations';
import type { IdCardInfo } from '@eldercare/validators';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { antdRule, fieldRules } from './antd-rules';
import { readIdCard } from './id-card-autofill';
import { IdCardInput } from './IdCardInput';
import { NumericInput } from './NumericInput';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: ReturnType<typeof antdRule>, value: unknown) =>
  (rule as { validator: Validator }).validator({}, value);

describe('antd rule adapters', () => {
  it('rejects with the validator message and accepts empty values', async () => {
    await expect(run(antdRule('mobile'), '123')).rejects.toThrow('手机号码格式有误，请重新输入！');
    await expect(run(antdRule('mobile', 'en'), '123')).rejects.toThrow(/mobile/i);
    await expect(run(antdRule('mobile'), '13800138000')).resolves.toBeUndefined();
    await expect(run(antdRule('mobile'), '')).resolves.toBeUndefined();
  });
  it('builds required + type rules for a declared field', () => {
    const rules = fieldRules(findField(people, 'idCard')!, 'zh-CN', '身份证号不能为空');
    expect(rules[0]).toEqual({ required: true, message: '身份证号不能为空' });
    expect(rules).toHaveLength(2);
  });
  it('checks the ID number and the minimum age the field declares, as the server does', async () => {
    const [, check] = fieldRules(findField(people, 'idCard')!, 'en', 'required');
    if (!check) throw new Error('no rule');
    await expect(run(check, '110101197001011238')).rejects.toThrow(
      'ID number: the person must be at least 60 years old',
    );
    await expect(run(check, '110101194001011235')).rejects.toThrow('Please enter a valid ID number.');
    await expect(run(check, '110101194001011234')).resolves.toBeUndefined();
    await expect(run(check, '')).resolves.toBeUndefined();
  });
});

describe('ID card helpers', () => {
  const today = new Date(2026, 0, 1);
  it('reads birth date, gender and age', () => {
    expect(readIdCard('11010119400101123X', today).info).toEqual({
      birthDate: '1940-01-01',
      gender: 0,
      age: 86,
    });
  });
  it('flags a wrong check digit only for a parseable 18-digit number', () => {
    expect(readIdCard('110101194001011251', today).badChecksum).toBe(true);
    expect(readIdCard('110101194001011250', today).badChecksum).toBe(false);
    expect(readIdCard('1101', today).badChecksum).toBe(false);
  });
  it('IdCardInput fills derived values and warns', () => {
    const parsed = vi.fn<(info: IdCardInfo) => void>();
    function Host() {
      const [v, setV] = useState('');
      return <IdCardInput aria-label="id" value={v} onChange={setV} onParsed={parsed} />;
    }
    render(<Host />);
    fireEvent.change(screen.getByLabelText('id'), { target: { value: ' 11010119400101125 0' } });
    expect(screen.getByLabelText('id')).toHaveValue('110101194001011250');
    expect(parsed).toHaveBeenCalledWith(expect.objectContaining({ birthDate: '1940-01-01', gender: 0 }));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(screen.getByLabelText('id'), { target: { value: '11010119400101123x' } });
    expect(screen.getByLabelText('id')).toHaveValue('11010119400101123X');
    expect(screen.getByRole('status')).toHaveTextContent('身份证校验位有误');
  });
});

describe('NumericInput', () => {
  it('strips to digits or two decimals', () => {
    const onDigits = vi.fn();
    const onMoney = vi.fn();
    render(
      <>
        <NumericInput aria-label="d" onChange={onDigits} />
        <NumericInput aria-label="m" mode="money" onChange={onMoney} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('d'), { target: { value: '138 0013-8000' } });
    fireEvent.change(screen.getByLabelText('m'), { target: { value: '12.345' } });
    expect(onDigits).toHaveBeenCalledWith('13800138000');
    expect(onMoney).toHaveBeenCalledWith('12.34');
  });
});
