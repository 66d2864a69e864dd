import { ResourceListPage } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';
import { ResourceDetailPage } from './detail/ResourceDetailPage';
import { BackofficeResourceHost } from './resource-host';
import { resourceOf } from './served';

function declared(key: string): ResourceDeclaration {
  const resource = resourceOf(key);
  if (!resource) throw new Error(`Unknown business module ${key}`);
  return resource;
}

/** A list page bound to one module, as the router's lazily loaded default export expects. */
export function listPageFor(key: string) {
  const resource = declared(key);
  function ModuleListPage() {
    return (
      <BackofficeResourceHost>
        <ResourceListPage resource={resource} />
      </BackofficeResourceHost>
    );
  }
  ModuleListPage.displayName = `ListPage(${key})`;
  return ModuleListPage;
}

/** A detail page bound to one module. */
export function detailPageFor(key: string) {
  const resource = declared(key);
  function ModuleDetailPage() {
    return <ResourceDetailPage resource={resource} />;
  }
  ModuleDetailPage.displayName = `DetailPage(${key})`;
  return ModuleDetailPage;
}
