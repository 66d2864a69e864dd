import { type RowAction } from '../../more-menu/MoreMenu';
import { localise, type ResourceDeclaration, type ResourceLocale } from '@eldercare/resource-language';

/** The button permission that lets a user see masked ID numbers and phones (seeded per module). */
export const REVEAL_PERMISSION = '查看完整信息';

export interface RowHandlers {
  open: (mode: 'look' | 'edit') => void;
  remove: () => void;
  navigate: (url: string) => void;
  reveal?: () => void;
  /** Custom actions that open another module's list rather than a page of this one (the host's). */
  linkedListRoutes?: Readonly<Record<string, string>>;
}

function extraUrl(path: string, idMode: 'required' | 'query', id: number, title: string): string {
  const query = new URLSearchParams({ _title: title });
  if (idMode === 'query') query.set('id', String(id));
  return `${idMode === 'required' ? `${path}/${id}` : path}?${query.toString()}`;
}

/**
 * A row's actions in declaration order: look / edit / delete, custom ones (opening their
 * workflow page when one has the same permission), the remaining workflow pages, then reveal.
 */
export function rowActions(
  resource: ResourceDeclaration,
  id: number,
  language: ResourceLocale,
  handlers: RowHandlers,
  revealLabel: string,
): RowAction[] {
  const extras = resource.extraRoutes ?? [];
  const used = new Set<string>();
  const actions: RowAction[] = [];
  for (const action of resource.actions) {
    const label = localise(action.title, language);
    const base = { key: action.key, label, permission: action.permission, danger: action.danger };
    if (action.kind === 'look' || action.kind === 'edit') {
      const mode = action.kind;
      actions.push({ ...base, onClick: () => handlers.open(mode) });
    } else if (action.kind === 'delete') {
      actions.push({ ...base, onClick: handlers.remove });
    } else {
      const extra = extras.find((e) => e.permission === action.permission);
      const linked = handlers.linkedListRoutes?.[action.key];
      if (extra) {
        used.add(extra.key);
        actions.push({
          ...base,
          onClick: () => handlers.navigate(extraUrl(extra.path, extra.idMode, id, label)),
        });
      } else if (linked) {
        actions.push({
          ...base,
          onClick: () => handlers.navigate(`${linked}?_title=${encodeURIComponent(label)}`),
        });
      }
    }
  }
  for (const extra of extras.filter((e) => !used.has(e.key))) {
    const label = localise(extra.title, language);
    actions.push({
      key: `extra-${extra.key}`,
      label,
      permission: extra.permission,
      onClick: () => handlers.navigate(extraUrl(extra.path, extra.idMode, id, label)),
    });
  }
  if (handlers.reveal && resource.fields.some((f) => f.sensitive)) {
    actions.push({
      key: 'reveal',
      label: revealLabel,
      permission: REVEAL_PERMISSION,
      onClick: handlers.reveal,
    });
  }
  return actions;
}
