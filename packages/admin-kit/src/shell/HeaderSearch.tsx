import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import type { RouteEntry } from './menu-model';
import { createRouteSearch } from './route-search';

export interface HeaderSearchProps {
  routes: readonly RouteEntry[];
  onNavigate: (path: string) => void;
  /** Start open (stories); otherwise the magnifier opens it. */
  defaultOpen?: boolean;
}

/** Fuzzy search over the user's routes (fuse.js, SPEC §9 weights). */
export function HeaderSearch({ routes, onNavigate, defaultOpen = false }: HeaderSearchProps) {
  const { t } = useKitTranslation();
  const search = useMemo(() => createRouteSearch(routes), [routes]);
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const results = search(query);
  return (
    <span className="ek-header-search" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Button
        type="text"
        aria-label={t('kit.headerSearch.label')}
        aria-expanded={open}
        icon={<SearchOutlined />}
        onClick={() => setOpen((v) => !v)}
      />
      {open && (
        <Select
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          autoFocus
          aria-label={t('kit.headerSearch.placeholder')}
          placeholder={t('kit.headerSearch.placeholder')}
          style={{ width: 220 }}
          value={null as string | null}
          notFoundContent={query ? t('kit.headerSearch.empty') : null}
          options={results.map((r) => ({ value: r.path, label: r.title }))}
          onSelect={(path) => {
            if (path) onNavigate(path);
            setQuery('');
            setOpen(false);
          }}
          onBlur={() => setOpen(false)}
        />
      )}
    </span>
  );
}
