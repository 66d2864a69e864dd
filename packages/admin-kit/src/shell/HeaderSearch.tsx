import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import type { RouteEntry } from './menu-model';

// The Select and fuse.js load when the search is first opened: the header is on every page.
const HeaderSearchBox = lazy(() => import('./HeaderSearchBox'));

export interface HeaderSearchProps {
  routes: readonly RouteEntry[];
  onNavigate: (path: string) => void;
  /** Start open (stories); otherwise the magnifier opens it. */
  defaultOpen?: boolean;
}

/** Fuzzy search over the user's routes (fuse.js, SPEC §9 weights). */
export function HeaderSearch({ routes, onNavigate, defaultOpen = false }: HeaderSearchProps) {
  const { t } = useKitTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <span className="ek-header-search">
      <Button
        type="text"
        aria-label={t('kit.headerSearch.label')}
        aria-expanded={open}
        icon={<SearchOutlined />}
        onClick={() => setOpen((v) => !v)}
      />
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchBox routes={routes} onNavigate={onNavigate} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
