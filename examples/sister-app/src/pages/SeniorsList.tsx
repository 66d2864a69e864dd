import { ResourceListPage } from '@eldercare/admin-kit';
import { seniors } from '../seniors';

/** The list route's page: its own module, so the first screen does not load it until it is opened. */
export default function SeniorsList() {
  return <ResourceListPage resource={seniors} />;
}
