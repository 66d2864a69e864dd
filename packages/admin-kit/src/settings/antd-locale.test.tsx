import { render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from './KitProvider';

/** antd's texts load per language, after the provider's first render. */
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

  it('arrive without mounting the children anew (open dialogs and typed text survive)', async () => {
    let mounts = 0;
    function Child() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Empty />;
    }
    render(
      <KitProvider language="en" persist={false}>
        <Child />
      </KitProvider>,
    );
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
    // The English texts arrive after the first render; before the fix that arrival remounted the tree.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mounts).toBe(1);
  });
});
