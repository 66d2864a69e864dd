import { ResourceDetailPage as KitResourceDetailPage, modeOf, recordIdOf } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackofficeResourceHost } from '../resource-host';

/** The kit's detail page on a back-office route: the record and mode come from the URL. */
export function ResourceDetailPage({
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
      <KitResourceDetailPage resource={resource} id={id} mode={modeOf(search, id)} header={header} />
    </BackofficeResourceHost>
  );
}
