import { useKit } from '@eldercare/admin-kit';
import { findResource, localise } from '@eldercare/resources';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTED_MODULES, type CountedModule } from './dashboard-model';

const isCounted = (module: string): module is CountedModule =>
  (COUNTED_MODULES as readonly string[]).includes(module);

/** A module's tile title: the dashboard's own wording for counted modules, else the module's title. */
export function useModuleTitle(): (module: string) => string {
  const { t } = useTranslation('dashboard');
  const { language } = useKit();
  return useCallback(
    (module: string) => {
      if (isCounted(module)) return t(`totals.${module}`);
      const resource = findResource(module);
      return resource ? localise(resource.title, language) : module;
    },
    [t, language],
  );
}
