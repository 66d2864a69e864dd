/** A stored record of any module: the generic pages read fields by name. */
export type ResourceRecord = { id: string } & Record<string, unknown>;

export interface ListParams {
  page: number;
  pageSize: number;
  /** Normalised filter values (trimmed, ranges split into <name>Start / <name>End). */
  filters: Record<string, unknown>;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
}

/**
 * How the generic pages reach data. The host implements it with the api-client; the kit
 * never speaks HTTP (ARCHITECTURE.md).
 */
export interface ResourceDataSource<T extends ResourceRecord = ResourceRecord> {
  list: (params: ListParams) => Promise<ListResult<T>>;
  get?: (id: string) => Promise<T>;
  create?: (values: Record<string, unknown>) => Promise<unknown>;
  update?: (id: string, values: Record<string, unknown>) => Promise<unknown>;
  remove?: (id: string) => Promise<unknown>;
}

export interface DictionaryEntry {
  value: string;
  label: string;
}

/** Dictionary entries by dictionary type (`dict_type` → entries), loaded by the host. */
export type Dictionaries = Readonly<Record<string, readonly DictionaryEntry[]>>;

export type DetailMode = 'add' | 'edit' | 'look';
