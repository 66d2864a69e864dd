import { ResourceListPage } from '@eldercare/admin-kit';
import { visits } from '../visits';

export default function VisitsList() {
  return <ResourceListPage resource={visits} />;
}
