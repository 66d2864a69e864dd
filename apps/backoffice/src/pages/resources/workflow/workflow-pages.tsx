import { findResource, type ResourceDeclaration } from '@eldercare/resources';
import type { ComponentType } from 'react';
import type { ResourceRoute } from '../routes';
import { ActivityUploadPage } from './ActivityUploadPage';
import { ApprovalPage } from './ApprovalPage';
import { AssessReportPage } from './AssessReportPage';
import { PlanViewPage } from './PlanViewPage';
import { SendOrdersPage } from './SendOrdersPage';
import { TelToolbarPage } from './TelToolbarPage';
import { VariantDetailPage } from './VariantDetailPage';

type WorkflowPage = ComponentType<{ resource: ResourceDeclaration; route: ResourceRoute }>;

/** The page of each declared extra route, by its key. */
const PAGES: Record<string, WorkflowPage> = {
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

/** A workflow / variant route's page bound to its module and route. */
export function workflowPageFor(route: ResourceRoute): ComponentType {
  const resource = findResource(route.module);
  const found = route.extra ? PAGES[route.extra.key] : undefined;
  if (!resource || !found) throw new Error(`No page for ${route.path}`);
  const Page: WorkflowPage = found;
  function BoundWorkflowPage() {
    return <Page resource={resource as ResourceDeclaration} route={route} />;
  }
  BoundWorkflowPage.displayName = `WorkflowPage(${route.extra?.key ?? route.path})`;
  return BoundWorkflowPage;
}
