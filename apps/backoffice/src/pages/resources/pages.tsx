import { ResourceListPage } from '@eldercare/admin-kit';
import { useSearchParams } from 'react-router-dom';
import { BackofficeResourceHost } from './resource-host';
import { declaredResource } from './served';
import { filtersFromSearch } from './url-filters';

// A detail route loads ./detail-page alone: the list page's table and filters are not its chunks.
export { ResourceDetailRoute } from './detail-page';

/** A list page bound to one module, as the router's lazily loaded default export expects. */
export function listPageFor(key: string) {
  const resource = declaredResource(key);
  function ModuleListPage() {
    const [search] = useSearchParams();
    return (
      <BackofficeResourceHost>
        <ResourceListPage resource={resource} initialFilters={filtersFromSearch(resource, search)} />
      </BackofficeResourceHost>
    );
  }
  ModuleListPage.displayName = `ListPage(${key})`;
  return ModuleListPage;
}
