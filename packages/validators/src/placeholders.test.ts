import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it('fills each {name} with its value, numbers included', () => {
    expect(fillPlaceholders('{label}长度不能超过{max}个字符', { label: '姓名', max: 50 })).toBe(
      '姓名长度不能超过50个字符',
    );
  });
  it('leaves a placeholder without a value empty, and text without placeholders alone', () => {
    expect(fillPlaceholders('{count} rows, {missing}.', { count: 0 })).toBe('0 rows, .');
    expect(fillPlaceholders('no {placeholder here', {})).toBe('no {placeholder here');
  });
});
