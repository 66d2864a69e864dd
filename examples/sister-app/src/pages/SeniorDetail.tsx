import { ResourceDetailPage, modeOf, recordIdOf } from '@eldercare/admin-kit';
import { seniors } from '../seniors';

/** The detail route's page (its form inputs, pickers and uploads load with it). */
export default function SeniorDetail({ pathname, search }: { pathname: string; search: string }) {
  const query = new URLSearchParams(search);
  const id = recordIdOf(pathname.slice(seniors.detailRoute.length + 1) || undefined, query);
  return <ResourceDetailPage resource={seniors} id={id} mode={modeOf(query, id)} />;
}
