import { maskFieldText } from '@eldercare/contract';
import type { ResourceDeclaration } from '@eldercare/resource-language';
import { memoryMessages } from './memory-messages';
import type { ListParams, ResourceDataSource, ResourceRecord } from './resource-data-source';

/**
 * A row as the memory source keeps it: the kit's own columns (id, version, created/updated), the
 * caller's system columns and the values. The contract's `ResourceRecord` names a server's system
 * columns too, which the memory source has only when the caller passes them; rows are handed out
 * as `ResourceRecord`s all the same, because the kit's components take those.
 */
type MemoryRecord = Record<string, unknown> & { id: number; version: number };

export interface MemoryDataSourceOptions {
  /** Milliseconds every call waits, as a slow network would. */
  latencyMs?: number;
  /** Every read and write is refused (a server that is down). */
  fail?: boolean;
  /**
   * Columns every row carries besides the kit's own (id, version, created/updated at and by): the
   * host's system columns, such as the area or data type its server stamps on each record.
   */
  system?: Readonly<Record<string, unknown>>;
  /**
   * The fields, in order, of each line of the import "workbook" (comma-separated values). Default:
   * the declaration's required fields that are typed rather than derived, in declared order.
   */
  importColumns?: readonly string[];
}

/** A refusal shaped like the server's envelope (`{ code, msg, data }`), which the pages read. */
const refusal = (code: number, msg: string, data: unknown = null) =>
  Object.assign(new Error(msg), { code, msg, data });

/** Who created and last changed a record: the kit's stand-in user. */
const AUTHORS = { createdBy: 1, updatedBy: 1 } as const;

/** Names in Chinese order by pinyin, as the server's list does (李 before 张). */
const pinyinOrder = new Intl.Collator('zh-CN', { numeric: true });

/** A list row as the server answers it: sensitive fields masked. */
function maskedRow(resource: ResourceDeclaration, row: MemoryRecord): MemoryRecord {
  const out = { ...row };
  for (const field of resource.fields.filter((f) => f.sensitive)) {
    const value = out[field.name];
    if (typeof value === 'string') out[field.name] = maskFieldText(field.type, value);
  }
  return out;
}

/** The list's filters as the server reads them: `…Start` / `…End` bound a range, text is contained. */
const matches = (row: MemoryRecord, filters: Record<string, unknown>) =>
  Object.entries(filters).every(([key, value]) => {
    if (value === undefined || value === null || value === '') return true;
    if (key.endsWith('Start')) return Number(row[key.slice(0, -5)]) >= Number(value);
    if (key.endsWith('End')) return Number(row[key.slice(0, -3)]) <= Number(value);
    return String(row[key] ?? '').includes(String(value));
  });

/** What an import line needs: the declaration's required fields that are typed, not derived. */
const defaultImportColumns = (resource: ResourceDeclaration): string[] =>
  resource.fields.filter((f) => f.required && !f.derivedFrom).map((f) => f.name);

/** The memory "workbook": comma-separated lines of the columns, numbered as a sheet's rows (the header is row 1). */
function parseImportLines(text: string, columns: readonly string[]) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.map((line, i) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const values = Object.fromEntries(columns.map((name, c) => [name, cells[c] ?? '']));
    return { row: i + 2, values };
  });
}

/** Imports the lines as the server does: with a bad row nothing is written unless only valid rows are asked for. */
async function importLines(
  text: string,
  validOnly: boolean,
  create: (values: Record<string, unknown>) => Promise<unknown>,
  store: Pick<MemoryStore, 'resource' | 'importColumns'>,
) {
  const { resource, importColumns } = store;
  const required = resource.fields.filter((f) => f.required && importColumns.includes(f.name));
  const parsed = parseImportLines(text, importColumns).map((line) => ({
    ...line,
    missing: required.filter((f) => line.values[f.name] === '').map((f) => f.name),
  }));
  const errors = parsed.flatMap((r) =>
    r.missing.map((field) => ({ row: r.row, field, message: memoryMessages.required(resource, field) })),
  );
  if (errors.length > 0 && !validOnly) return { total: parsed.length, imported: 0, errors };
  const valid = parsed.filter((r) => r.missing.length === 0);
  for (const r of valid) await create(r.values);
  return { total: parsed.length, imported: valid.length, errors };
}

const sortRows = (rows: MemoryRecord[], field: string, order: 'asc' | 'desc' = 'asc') => {
  const sign = order === 'desc' ? -1 : 1;
  rows.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * pinyinOrder.compare(String(x ?? ''), String(y ?? ''));
  });
};

/** What the memory source's methods share: its rows, the next id, and the server's manners. */
interface MemoryStore {
  rows: MemoryRecord[];
  nextId: number;
  now: string;
  /** Waits as the network would; refuses when the server is "down". */
  wait: () => Promise<void>;
  /** The row with this id, or the server's 50015. */
  find: (id: number) => MemoryRecord;
  resource: ResourceDeclaration;
  /** Rows' columns besides the kit's own. */
  system: Readonly<Record<string, unknown>>;
  importColumns: readonly string[];
}

/** Writes with the server's version rule: a stale edit or step is refused with 50016. */
function memoryWrites(store: MemoryStore) {
  const { wait, find, now } = store;
  const create = async (values: Record<string, unknown>) => {
    await wait();
    const row = {
      ...store.system,
      ...AUTHORS,
      createdAt: now,
      updatedAt: now,
      ...values,
      id: store.nextId,
      version: 0,
    };
    store.nextId += 1;
    store.rows.push(row);
    return { id: row.id, version: 0 };
  };
  return {
    create,
    async update(id: number, values: Record<string, unknown>, version: number) {
      await wait();
      const row = find(id);
      if (row.version !== version) throw refusal(50016, memoryMessages.stale());
      Object.assign(row, values, { version: version + 1 });
      return { id, version: row.version };
    },
    async remove(id: number) {
      await wait();
      store.rows = store.rows.filter((r) => r.id !== id);
    },
    async removeMany(ids: number[]) {
      await wait();
      ids.forEach(find);
      store.rows = store.rows.filter((r) => !ids.includes(r.id));
      return ids.length;
    },
    async step(id: number, _step: string, version: number) {
      await wait();
      const row = find(id);
      if (row.version !== version) throw refusal(50016, memoryMessages.stale());
      return row;
    },
    /** The "workbook" is comma-separated lines of the import columns; a line missing a required one is a bad row. */
    async importXlsx(file: Blob, validOnly: boolean) {
      await wait();
      return importLines(await file.text(), validOnly, create, store);
    },
  };
}

/**
 * A data source kept in memory, for prototypes, stories and tests of a host, with the server's
 * rules that the pages depend on: versions (a stale edit is refused with 50016), masked sensitive
 * fields in lists, an import that refuses a file with a bad row (one missing a required field) unless
 * only valid rows are asked for. It invents no data: rows hold the seed, what is written, and the
 * caller's `system` columns.
 */
export function createMemoryDataSource(
  resource: ResourceDeclaration,
  seed: Record<string, unknown>[],
  knobs: MemoryDataSourceOptions = {},
): ResourceDataSource & { rows: ResourceRecord[] } {
  const now = new Date('2026-11-20T08:00:00Z').toISOString();
  const store: MemoryStore = {
    rows: seed.map((row, i) => ({
      ...knobs.system,
      ...AUTHORS,
      createdAt: now,
      updatedAt: now,
      version: 0,
      ...row,
      id: i + 1,
    })),
    nextId: seed.length + 1,
    now,
    resource,
    system: knobs.system ?? {},
    importColumns: knobs.importColumns ?? defaultImportColumns(resource),
    wait: async () => {
      await new Promise((resolve) => setTimeout(resolve, knobs.latencyMs ?? 0));
      if (knobs.fail) throw refusal(500, memoryMessages.unavailable());
    },
    find: (id) => {
      const row = store.rows.find((r) => r.id === id);
      if (!row) throw refusal(50015, memoryMessages.notFound());
      return row;
    },
  };
  const { wait, find } = store;
  const masked = (row: MemoryRecord) => maskedRow(resource, row);
  const source = {
    module: resource.key,
    // The rows as they are now (writes replace the array): tests and stories read them.
    get rows() {
      return store.rows;
    },
    async list({ current, size, filters, sortField, sortOrder }: ListParams) {
      await wait();
      const found = store.rows.filter((row) => matches(row, filters));
      if (sortField) sortRows(found, sortField, sortOrder);
      return { records: found.slice((current - 1) * size, current * size).map(masked), total: found.length };
    },
    async get(id: number) {
      await wait();
      return masked(find(id));
    },
    async audit() {
      await wait();
      return [];
    },
    async reveal(id: number) {
      await wait();
      return find(id);
    },
    async options() {
      await wait();
      return [];
    },
    async exportXlsx() {
      await wait();
      return new ArrayBuffer(0);
    },
    ...memoryWrites(store),
  };
  return source as unknown as ResourceDataSource & { rows: ResourceRecord[] };
}
