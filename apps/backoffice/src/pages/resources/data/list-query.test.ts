import { describe, expect, it } from 'vitest';
import { listQuery } from './list-query';

describe('listQuery', () => {
  it('drops blank filters and sends paging and sort', () => {
    expect(
      listQuery({
        current: 2,
        size: 20,
        filters: { name: '张', idCard: '', area: [], x: null },
        sortField: 'age',
      }),
    ).toEqual({
      current: 2,
      size: 20,
      name: '张',
      sortField: 'age',
      sortOrder: 'asc',
    });
  });
});
