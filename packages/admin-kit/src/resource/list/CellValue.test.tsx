import type { FieldDeclaration } from '@eldercare/resource-language';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import type { ResourceHost } from '../host/resource-host';
import { CellValue } from './CellValue';

const none = () => null;
const host = {
  inputs: { areaName: ({ value }: { value: unknown }) => <>area {String(value)}</> },
} as unknown as ResourceHost;

describe('CellValue', () => {
  it('shows a date-time as the system pages do, to the second in the local zone', () => {
    const field = { name: 'heldAt', type: 'datetime', label: { 'zh-CN': '开展时间' } } as FieldDeclaration;
    const { container } = render(
      <ResourceKitProvider host={host}>
        <CellValue field={field} value="2026-11-23T19:59:09.854Z" language="zh-CN" dictionaries={{}} />
      </ResourceKitProvider>,
    );
    expect(container.textContent).toMatch(/^2026-11-2[34] \d\d:\d\d:09$/);
  });

  it('shows an area through the host input registry', () => {
    const field = { name: 'areaCode', type: 'area', label: { 'zh-CN': '区域' } } as FieldDeclaration;
    const { container } = render(
      <ResourceKitProvider host={{ ...host, formatDateTime: none as never }}>
        <CellValue field={field} value="341702" language="zh-CN" dictionaries={{}} />
      </ResourceKitProvider>,
    );
    expect(container.textContent).toBe('area 341702');
  });
});
