import { useKit } from '@eldercare/admin-kit';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_COUNTED_MODULES,
  type DashboardCountedModule,
  type MenuNode,
} from '@eldercare/api-client/contract';
import { menuTitle } from '../../router/menu-routes';
import { useSession } from '../../session/session-store';

export interface ModuleLink {
  title: string;
  url: string;
}

/**
 * Each module's list page in the user's menu: the page whose buttons carry the module's list
 * permission. The dashboard takes titles and links from the menu, not from the module catalogue
 * (every field of ~120 modules, ~40 kB gz), so the first screen does not wait for it.
 */
export function useModuleLinks(): ReadonlyMap<string, ModuleLink> {
  const { user } = useSession();
  const { language } = useKit();
  return useMemo(() => {
    const links = new Map<string, ModuleLink>();
    const visit = (nodes: readonly MenuNode[]) => {
      for (const node of nodes) {
        if (node.type === 'C') {
          for (const button of node.buttons) {
            // The contract's resourcePerm(module, 'list'); not imported: the contract's entry
            // brings its zod schemas along.
            const module = /^biz:([^:]+):list$/.exec(button.perms)?.[1];
            if (module && !links.has(module))
              links.set(module, { title: menuTitle(node, language, user?.accountType), url: node.url });
          }
        }
        visit(node.children);
      }
    };
    visit(user?.menus ?? []);
    return links;
  }, [user?.menus, user?.accountType, language]);
}

/** A module's tile title: the dashboard's own wording for counted modules, else its menu title. */
export function useModuleTitle(): (module: string) => string {
  const { t } = useTranslation('dashboard');
  const links = useModuleLinks();
  return useCallback(
    (module: string) => (isCounted(module) ? t(`totals.${module}`) : (links.get(module)?.title ?? module)),
    [t, links],
  );
}

/** The counted modules are the ones the dashboard's texts name (`totals.*`, checked by keys-used). */
const isCounted = (module: string): module is DashboardCountedModule =>
  (DASHBOARD_COUNTED_MODULES as readonly string[]).includes(module);
