import type { ListParams, ResourceDataSource, ResourceRecord } from '@eldercare/admin-kit';

/** The sister product's records, kept in memory: its real data source would call its own server. */
const rows: ResourceRecord[] = [
  { id: '1', name: '王秀英', idCard: '110101194001011250', mobile: '13912345678', gender: '2' },
  { id: '2', name: '李建国', idCard: '110101193905052317', mobile: '13812345670', gender: '1' },
  { id: '3', name: '张桂兰', idCard: '110101194203153226', mobile: '13712345671', gender: '2' },
];

function matches(row: ResourceRecord, filters: ListParams['filters']): boolean {
  return Object.entries(filters).every(([key, wanted]) => {
    if (wanted === undefined || wanted === null || wanted === '') return true;
    return String(row[key] ?? '').includes(String(wanted));
  });
}

export const elderlySource: ResourceDataSource = {
  list: async ({ page, pageSize, filters }) => {
    const found = rows.filter((row) => matches(row, filters));
    return { rows: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
  },
  get: async (id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no record ${id}`);
    return row;
  },
};
