import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseButtonList, writeStoredButtons } from './button-permissions';
import { Permission } from './Permission';
import { PermissionProvider } from './PermissionProvider';

describe('parseButtonList', () => {
  it('accepts names and {name, perms} entries', () => {
    const set = parseButtonList(JSON.stringify(['查询', { name: '新增', perms: 'biz:elderly:add' }]));
    expect([...set].sort()).toEqual(['biz:elderly:add', '新增', '查询'].sort());
  });
  it('grants nothing for missing or corrupt data', () => {
    expect(parseButtonList(null).size).toBe(0);
    expect(parseButtonList('{oops').size).toBe(0);
    expect(parseButtonList('{"a":1}').size).toBe(0);
  });
});

describe('<Permission>', () => {
  it('removes an element whose name is not in session storage btns', () => {
    writeStoredButtons(['查询']);
    render(
      <>
        <Permission name="查询">
          <button>query</button>
        </Permission>
        <Permission name="重置">
          <button>reset</button>
        </Permission>
        <Permission>
          <button>free</button>
        </Permission>
      </>,
    );
    expect(screen.getByText('query')).toBeInTheDocument();
    expect(screen.queryByText('reset')).toBeNull();
    expect(screen.getByText('free')).toBeInTheDocument();
  });
  it('prefers a provided list over session storage', () => {
    writeStoredButtons(['查询']);
    render(
      <PermissionProvider buttons={['重置']}>
        <Permission name="查询" fallback={<span>denied</span>}>
          <button>query</button>
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.getByText('denied')).toBeInTheDocument();
  });
});
