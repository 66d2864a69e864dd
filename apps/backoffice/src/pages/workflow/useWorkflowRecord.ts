import { recordIdOf, useResourceRecord } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ResourceRoute } from '../resources/routes';

/** The kit's record helpers for the record a workflow page's URL names (`/:id` or `?id=`). */
export function useWorkflowRecord(resource: ResourceDeclaration, route: ResourceRoute) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = recordIdOf(params[route.extra?.param ?? 'id'], search);
  return { id, ...useResourceRecord(resource, id) };
}
