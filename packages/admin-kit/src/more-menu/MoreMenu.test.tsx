import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../permission/PermissionProvider';
import { MoreMenu } from './MoreMenu';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('<MoreMenu> permission keys', () => {
  const actions = [
    { key: 'look', label: '查看', permission: 'row:look' },
    { key: 'edit', label: '编辑', permission: 'row:edit' },
    { key: 'free', label: '打印' },
  ];

  it('keeps granted and ungated actions, removes the rest and warns once per missing key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = (
      <PermissionProvider buttons={['row:look']}>
        <MoreMenu actions={actions} />
      </PermissionProvider>
    );
    const { rerender } = render(menu);
    rerender(menu);
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '查看',
      '打印',
    ]);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('"row:edit"'))).toHaveLength(1);
    expect(messages.some((m) => m.includes('"row:look"'))).toBe(false);
    expect(messages[0]).toMatch(/MoreMenu.*actions\[\]\.permission/);
  });

  it('stays silent in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <PermissionProvider buttons={[]}>
        <MoreMenu actions={[{ key: 'x', label: 'x', permission: 'prod:row' }]} />
      </PermissionProvider>,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('[admin-kit]'))).toEqual([]);
  });
});
