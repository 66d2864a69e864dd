import {
  findResource,
  isWorkflowPageKind,
  RESOURCES,
  type ResourceDeclaration,
  type WorkflowPageKind,
} from '@eldercare/resources';
import type { ComponentType } from 'react';
import { BackofficeResourceHost } from '../resources/resource-host';
import type { ResourceRoute } from '../resources/routes';
import { ActivityUploadPage } from './ActivityUploadPage';
import { ApprovalPage } from './ApprovalPage';
import { AssessReportPage } from './AssessReportPage';
import { PlanViewPage } from './PlanViewPage';
import { SendOrdersPage } from './SendOrdersPage';
import { TelToolbarPage } from './TelToolbarPage';
import { VariantDetailPage } from './VariantDetailPage';

export interface WorkflowPageProps {
  resource: ResourceDeclaration;
  route: ResourceRoute;
}

/** The page of each kind: a kind without a page, or a page without a kind, does not compile. */
const PAGES: Record<WorkflowPageKind, ComponentType<WorkflowPageProps>> = {
  approval: ApprovalPage,
  approvalFile: ApprovalPage,
  assessReport: AssessReportPage,
  orderDetail: PlanViewPage,
  nextMonthDetail: PlanViewPage,
  planDetails: PlanViewPage,
  sendOrders: SendOrdersPage,
  telToolbar: TelToolbarPage,
  upload: ActivityUploadPage,
  chiZhouDetails: VariantDetailPage,
};

/** Declared extra routes without a page (a catalogue test keeps this empty). */
export const pagelessExtraRoutes = () =>
  RESOURCES.flatMap((r) => r.extraRoutes ?? []).filter((extra) => !isWorkflowPageKind(extra.key));

/** A workflow / variant route's page bound to its module and route. */
export function workflowPageFor(route: ResourceRoute): ComponentType {
  const resource = findResource(route.module);
  const key = route.extra?.key;
  if (!resource || key === undefined || !isWorkflowPageKind(key))
    throw new Error(`No page for ${route.path}`);
  const Page = PAGES[key];
  function BoundWorkflowPage() {
    return (
      <BackofficeResourceHost>
        <Page resource={resource as ResourceDeclaration} route={route} />
      </BackofficeResourceHost>
    );
  }
  BoundWorkflowPage.displayName = `WorkflowPage(${key})`;
  return BoundWorkflowPage;
}
