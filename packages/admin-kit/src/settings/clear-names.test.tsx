import { render, screen, waitFor } from '@testing-library/react';
import { Input, Select } from 'antd';
import { describe, expect, it } from 'vitest';
import { KitProvider } from './KitProvider';

/** Clear buttons must not be announced as "close-circle" (the icon's file name). */
describe('clear buttons', () => {
  it('are named in the user language and leave the Tab order', async () => {
    render(
      <KitProvider defaultLanguage="zh-CN" persist={false}>
        <Input aria-label="姓名" allowClear defaultValue="张三" />
        <Select aria-label="状态" allowClear defaultValue="1" options={[{ value: '1', label: '正常' }]} />
      </KitProvider>,
    );
    const inputClear = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('button.ant-input-clear-icon');
      expect(button?.getAttribute('aria-label')).toBe('清除');
      return button!;
    });
    expect(inputClear.tabIndex).toBe(-1);
    expect(screen.queryByRole('img', { name: 'close-circle' })).toBeNull();
    // The select's clear icon comes from the ConfigProvider, named the same.
    expect(document.querySelector('.ant-select-clear [aria-label]')?.getAttribute('aria-label')).toBe('清除');
  });

  it('follow a language switch', async () => {
    render(
      <KitProvider language="es" persist={false}>
        <Input aria-label="Nombre" allowClear defaultValue="Ana" />
      </KitProvider>,
    );
    await waitFor(() =>
      expect(document.querySelector('button.ant-input-clear-icon')?.getAttribute('aria-label')).toBe(
        'Borrar',
      ),
    );
  });
});
