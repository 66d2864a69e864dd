import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import type { RouteEntry } from './menu-model';
import { createRouteSearch } from './route-search';

export interface HeaderSearchBoxProps {
  routes: readonly RouteEntry[];
  onNavigate: (path: string) => void;
  onClose: () => void;
}

/** The open search: antd's Select over fuse.js results (loaded on first open, see HeaderSearch). */
export default function HeaderSearchBox({ routes, onNavigate, onClose }: HeaderSearchBoxProps) {
  const { t } = useKitTranslation();
  const search = useMemo(() => createRouteSearch(routes), [routes]);
  const [query, setQuery] = useState('');
  const results = search(query);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      autoFocus
      aria-label={t('kit.headerSearch.placeholder')}
      placeholder={t('kit.headerSearch.placeholder')}
      className="ek-header-search-box"
      value={null as string | null}
      notFoundContent={query ? t('kit.headerSearch.empty') : null}
      options={results.map((r) => ({ value: r.path, label: r.title }))}
      onSelect={(path) => {
        if (path) onNavigate(path);
        setQuery('');
        onClose();
      }}
      onBlur={onClose}
    />
  );
}
