import { ResourceDetailPage, modeOf, recordIdOf } from '@eldercare/admin-kit';
import { visits } from '../visits';

export default function VisitDetail({ pathname, search }: { pathname: string; search: string }) {
  const query = new URLSearchParams(search);
  const id = recordIdOf(pathname.slice(visits.detailRoute.length + 1) || undefined, query);
  return <ResourceDetailPage resource={visits} id={id} mode={modeOf(query, id)} />;
}
