import { Permission } from '../../permission/Permission';
import { useKit } from '../../settings/kit-context';
import type { ResourceRecord } from '@eldercare/contract';
import { isReviewStep, localise, reviewStates, type ResourceDeclaration } from '@eldercare/resource-language';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { choicesOf, labelOf, type ServerDictionaries } from '../data/dictionary-options';
import type { ResourceDataSource } from '../data/resource-data-source';
import { useResourceHost } from '../host/resource-host';
import { stateOf, stepsFrom } from './workflow-steps';
import { useWorkflowStep, type WorkflowStepCallbacks } from './useWorkflowStep';

// Loaded on the first step asked: its opinion limit comes with the contract's resource schemas
// (zod), which a detail page's first paint does not need.
const StepDialog = lazy(() => import('./StepDialog').then((module) => ({ default: module.StepDialog })));

export interface WorkflowBarProps extends WorkflowStepCallbacks {
  resource: ResourceDeclaration;
  record: ResourceRecord;
  dictionaries: ServerDictionaries;
  source: ResourceDataSource;
  /** Only these steps, when a workflow page offers a part of the workflow; every allowed one by default. */
  steps?: readonly string[];
}

/**
 * The record's state and the steps its workflow allows from it, each behind its permission name.
 * A step asks first (with an opinion, required when the step needs one), then runs against the
 * version shown: the server refuses a stale version, a state the step does not start from, or a
 * caller without the step's permission, and the client shows its message.
 */
export function WorkflowBar({
  resource,
  record,
  dictionaries,
  source,
  steps: only,
  collectFields,
  onFieldError,
  onBeforeStep,
  onDone,
  onStale,
}: WorkflowBarProps) {
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const stepper = useWorkflowStep({
    record,
    source,
    collectFields,
    onFieldError,
    onBeforeStep,
    onDone,
    onStale,
  });
  const { asking, running } = stepper;
  const workflow = resource.workflow;
  const submittedByMe = useSubmittedByMe(resource, record, source);
  if (!workflow) return null;
  const field = resource.fields.find((f) => f.name === workflow.field);
  const state = stateOf(workflow, record);
  // The submitter does not see the decision: another reviewer makes it (the server refuses it too).
  const steps = stepsFrom(workflow, record).filter(
    (step) => (!only || only.includes(step.key)) && !(submittedByMe && isReviewStep(workflow, step)),
  );

  return (
    <Space wrap data-testid="workflow-bar">
      <Typography.Text>{t('workflow.status')}:</Typography.Text>
      <Tag color="blue">
        {field ? labelOf(choicesOf(field, language, dictionaries), state, language) : state}
      </Tag>
      {reviewStates(workflow).has(state) && (
        <Typography.Text type="secondary" data-testid="workflow-review-note">
          {submittedByMe ? t('workflow.ownSubmission') : t('workflow.underReview')}
        </Typography.Text>
      )}
      {steps.map((step) => {
        const button = (
          <Button
            type={step.needsOpinion ? 'default' : 'primary'}
            danger={Boolean(step.needsOpinion)}
            disabled={running && asking?.key !== step.key}
            loading={running && asking?.key === step.key}
            onClick={() => stepper.ask(step)}
            data-step={step.key}
          >
            {localise(step.title, language)}
          </Button>
        );
        return (
          <Permission key={step.key} name={step.permission}>
            {button}
          </Permission>
        );
      })}
      {stepper.dialogUsed && (
        <Suspense fallback={null}>
          <StepDialog
            step={asking}
            confirmLoading={running}
            opinionError={stepper.opinionError}
            onCancel={stepper.cancel}
            onConfirm={stepper.confirm}
          />
        </Suspense>
      )}
    </Space>
  );
}

/**
 * Whether the signed-in user (the host's draft owner) ran the step that put the record in a state
 * waiting for review, read from the record's trail; false while unknown or not waiting.
 */
function useSubmittedByMe(
  resource: ResourceDeclaration,
  record: ResourceRecord,
  source: ResourceDataSource,
): boolean {
  const { keys, draftOwner } = useResourceHost();
  const workflow = resource.workflow;
  const waiting = workflow !== undefined && reviewStates(workflow).has(stateOf(workflow, record));
  const { data } = useQuery({
    queryKey: keys.audit(resource.key, record.id),
    queryFn: ({ signal }) => source.audit(record.id, { signal, loading: false, notify: false }),
    enabled: waiting && draftOwner !== undefined,
  });
  const lastStep = data?.filter((entry) => entry.action === 'step').at(-1);
  return waiting && lastStep !== undefined && lastStep.userId === draftOwner?.userId;
}
