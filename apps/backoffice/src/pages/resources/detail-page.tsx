import { ResourceDetailPage, modeOf, recordIdOf } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackofficeResourceHost } from './resource-host';
import { declaredResource } from './served';

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
  const resource = declaredResource(key);
  function ModuleDetailPage() {
    return <ResourceDetailRoute resource={resource} />;
  }
  ModuleDetailPage.displayName = `DetailPage(${key})`;
  return ModuleDetailPage;
}
