import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListResult, ResourceDataSource, ResourceRecord } from './data-source';

/** Paging, filters and load state of a list page over a data source. */
export function useResourceList<T extends ResourceRecord>(
  dataSource: ResourceDataSource<T>,
  defaultPageSize = 10,
) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [result, setResult] = useState<ListResult<T>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [reloadKey, setReloadKey] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    setError(undefined);
    dataSource
      .list({ page, pageSize, filters })
      .then((r) => {
        if (request === latest.current) setResult(r);
      })
      .catch((e: unknown) => {
        if (request === latest.current) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
  }, [dataSource, page, pageSize, filters, reloadKey]);

  return {
    page,
    pageSize,
    ...result,
    loading,
    error,
    query: useCallback((next: Record<string, unknown>) => {
      setFilters(next);
      setPage(1);
      setReloadKey((k) => k + 1);
    }, []),
    changePage: useCallback(
      (p: number, size: number) => {
        setPage(size !== pageSize ? 1 : p);
        setPageSize(size);
      },
      [pageSize],
    ),
    reload: useCallback(() => setReloadKey((k) => k + 1), []),
  };
}
