import type { FieldDeclaration } from '@eldercare/resources';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../format/date-time';
import { CellValue } from './CellValue';

describe('CellValue', () => {
  it('shows a date-time as the system pages do, to the second in the local zone', () => {
    const field = { name: 'heldAt', type: 'datetime', label: { 'zh-CN': '开展时间' } } as FieldDeclaration;
    const value = '2026-11-23T19:59:09.854Z';
    const { container } = render(
      <CellValue field={field} value={value} language="zh-CN" dictionaries={{}} />,
    );
    expect(container.textContent).toBe(formatDateTime(value));
    expect(container.textContent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});
