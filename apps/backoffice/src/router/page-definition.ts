import type { ComponentType } from 'react';
import type { Locale } from '@eldercare/validators';

/** A title in each authored language (a derived language's is generated: `textIn`). */
export type LocalisedTitle = Readonly<Record<Locale, string>>;

/**
 * One page of the workspace: a react-router path pattern, its lazily loaded component and the
 * route's meta title (the tab title when the URL has no `_title`). Features export lists of these;
 * the router registers them inside every tab.
 */
export interface PageDefinition {
  path: string;
  title: LocalisedTitle;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The menu page whose buttons (permission names) apply here. Detail routes name their list page,
   * so a detail page opened from a list keeps that list's permissions. Defaults to `path` itself.
   */
  permissionsFrom?: string;
  /**
   * The feature namespaces its texts come from (`i18n/locales/<language>/<namespace>.ts`), awaited
   * before it renders; every namespace when not given. A first page that names its own loads less.
   */
  texts?: readonly string[];
}
