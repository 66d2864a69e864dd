import { render } from '@testing-library/react';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { KitProvider } from './KitProvider';
import { preloadLanguagePacks } from './locale-packs';

const emptyText = (container: HTMLElement) => container.querySelector('.ant-empty-description')?.textContent;

/** A host that knows the language early preloads antd's texts; the provider then mounts with them. */
describe('preloadLanguagePacks', () => {
  it('lets the provider render antd in the language from its first render', async () => {
    // Not preloaded: the first render speaks antd's built-in English (the texts arrive later).
    const cold = render(
      <KitProvider language="zh-CN" persist={false}>
        <Empty />
      </KitProvider>,
    );
    expect(emptyText(cold.container)).toBe('No data');
    cold.unmount();

    await preloadLanguagePacks('es');
    const warm = render(
      <KitProvider language="es" persist={false}>
        <Empty />
      </KitProvider>,
    );
    expect(emptyText(warm.container)).toBe('No hay datos');
  });
});
