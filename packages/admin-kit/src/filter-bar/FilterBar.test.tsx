import { render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../permission/PermissionProvider';
import { FilterBar } from './FilterBar';

const items = [{ name: 'name', label: 'name', children: <Input /> }];
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('<FilterBar> permission keys', () => {
  it('gates 查询 and 重置 on 查询 and 重置 by default', () => {
    render(
      <PermissionProvider buttons={['查询', '重置']}>
        <FilterBar items={items} onQuery={() => {}} />
      </PermissionProvider>,
    );
    expect(buttonNames()).toEqual(['查询', '重置']);
  });

  it('takes the keys as props, so a host granting other names keeps its buttons', () => {
    render(
      <PermissionProvider buttons={['biz:elderly:query', 'biz:elderly:reset']}>
        <FilterBar
          items={items}
          onQuery={() => {}}
          queryPermission="biz:elderly:query"
          resetPermission="biz:elderly:reset"
        />
      </PermissionProvider>,
    );
    expect(buttonNames()).toEqual(['查询', '重置']);
  });

  it('shows a button whose key is null without any grant', () => {
    render(
      <PermissionProvider buttons={[]}>
        <FilterBar items={items} onQuery={() => {}} queryPermission={null} />
      </PermissionProvider>,
    );
    expect(buttonNames()).toEqual(['查询']);
  });

  it('hides an ungranted button and warns once per key in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bar = (
      <PermissionProvider buttons={[]}>
        <FilterBar items={items} onQuery={() => {}} queryPermission="dev:query" resetPermission="dev:reset" />
      </PermissionProvider>
    );
    const { rerender } = render(bar);
    rerender(bar);
    expect(buttonNames()).toEqual([]);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('"dev:query"'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('"dev:reset"'))).toHaveLength(1);
    expect(messages[0]).toMatch(/FilterBar.*queryPermission/);
  });

  it('stays silent in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <PermissionProvider buttons={[]}>
        <FilterBar
          items={items}
          onQuery={() => {}}
          queryPermission="prod:query"
          resetPermission="prod:reset"
        />
      </PermissionProvider>,
    );
    expect(buttonNames()).toEqual([]);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('[admin-kit]'))).toEqual([]);
  });
});
