import { render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { KitProvider } from './KitProvider';

/** Issue #14: antd's texts load per language, after the provider's first render. */
describe('antd texts', () => {
  it('arrive in the user language and follow a switch', async () => {
    const { rerender } = render(
      <KitProvider language="es" persist={false}>
        <Empty />
      </KitProvider>,
    );
    expect(await screen.findByText('No hay datos', { selector: '.ant-empty-description' })).toBeTruthy();
    rerender(
      <KitProvider language="zh-CN" persist={false}>
        <Empty />
      </KitProvider>,
    );
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });
});
