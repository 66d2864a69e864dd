import { ResourceDetailPage, ResourceListPage, modeOf, recordIdOf } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
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

/** The kit's detail page on a back-office route: the record and mode come from the URL. */
export function ResourceDetailRoute({
  resource,
  header,
}: {
  resource: ResourceDeclaration;
  header?: ReactNode;
}) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = recordIdOf(params[resource.detailParam ?? 'id'], search);
  return (
    <BackofficeResourceHost>
      <ResourceDetailPage resource={resource} id={id} mode={modeOf(search, id)} header={header} />
    </BackofficeResourceHost>
  );
}

/** A detail page bound to one module. */
export function detailPageFor(key: string) {
  const resource = declared(key);
  function ModuleDetailPage() {
    return <ResourceDetailRoute resource={resource} />;
  }
  ModuleDetailPage.displayName = `DetailPage(${key})`;
  return ModuleDetailPage;
}
