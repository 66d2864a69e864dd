import { Permission } from '../../permission/Permission';
import { useKit } from '../../settings/kit-context';
import type { ResourceRecord } from '@eldercare/contract';
import { localise, type ResourceDeclaration, type WorkflowTransition } from '@eldercare/resources';
import { App, Button, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { choicesOf, labelOf, type ServerDictionaries } from '../data/dictionary-options';
import type { ResourceDataSource } from '../data/resource-data-source';
import { classifyStepError } from '../data/resource-error';
import { opinionOf, stateOf, stepsFrom } from './workflow-steps';

// Loaded on the first step asked: its opinion limit comes with the contract's resource schemas
// (zod), which a detail page's first paint does not need (issue #14).
const StepDialog = lazy(() => import('./StepDialog').then((module) => ({ default: module.StepDialog })));

export interface WorkflowBarProps {
  resource: ResourceDeclaration;
  record: ResourceRecord;
  dictionaries: ServerDictionaries;
  source: ResourceDataSource;
  /** Only these steps, when a workflow page offers a part of the workflow; every allowed one by default. */
  steps?: readonly string[];
  /**
   * The form's edited fields, sent with the step and saved in the same transaction (undefined
   * cancels the step: the form shows what is invalid).
   */
  collectFields?: () => Promise<Record<string, unknown> | undefined>;
  /** A field sent with the step was refused (-1 on that field). */
  onFieldError?: (field: string, message: string) => void;
  /**
   * Runs before the step: a workflow page saves its own fields first and answers the record as
   * saved (the step then runs against its version), or undefined to cancel the step.
   */
  onBeforeStep?: (
    step: WorkflowTransition,
    comment: string | undefined,
  ) => Promise<ResourceRecord | undefined>;
  /** The step ran; the record it answered (the module's queries are already reloaded). */
  onDone?: (record: ResourceRecord, step: WorkflowTransition) => void;
  /** The record had moved on (50016): the host recovers as it does for a stale edit. */
  onStale: (message: string) => void;
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
  const { message } = App.useApp();
  const [asking, setAsking] = useState<WorkflowTransition>();
  // Mounted from the first ask on, so the dialog keeps its closing animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  const [running, setRunning] = useState(false);
  const [opinionError, setOpinionError] = useState<string>();
  const workflow = resource.workflow;
  if (!workflow) return null;
  const field = resource.fields.find((f) => f.name === workflow.field);
  const state = stateOf(workflow, record);
  const steps = stepsFrom(workflow, record).filter((step) => !only || only.includes(step.key));

  const run = async (step: WorkflowTransition, comment: string | undefined) => {
    setRunning(true);
    setOpinionError(undefined);
    try {
      const fields = collectFields ? await collectFields() : {};
      if (!fields) {
        setAsking(undefined);
        return;
      }
      const target = onBeforeStep ? await onBeforeStep(step, comment) : record;
      if (!target) return;
      const opinion = opinionOf(comment);
      const updated = await source.step(target.id, step.key, target.version, {
        ...(opinion ? { comment: opinion } : {}),
        ...(Object.keys(fields).length > 0 ? { fields } : {}),
      });
      setAsking(undefined);
      message.success(t('workflow.done', { step: localise(step.title, language) }));
      onDone?.(updated, step);
    } catch (error) {
      const failure = classifyStepError(error);
      if (failure.kind === 'opinion') setOpinionError(failure.message);
      if (failure.kind === 'field') {
        setAsking(undefined);
        onFieldError?.(failure.field, failure.message);
      }
      if (failure.kind === 'stale') {
        setAsking(undefined);
        onStale(failure.message);
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <Space wrap data-testid="workflow-bar">
      <Typography.Text>{t('workflow.status')}:</Typography.Text>
      <Tag color="blue">
        {field ? labelOf(choicesOf(field, language, dictionaries), state, language) : state}
      </Tag>
      {steps.map((step) => {
        const button = (
          <Button
            type={step.needsOpinion ? 'default' : 'primary'}
            danger={Boolean(step.needsOpinion)}
            disabled={running && asking?.key !== step.key}
            loading={running && asking?.key === step.key}
            onClick={() => {
              setOpinionError(undefined);
              setAsking(step);
              setDialogUsed(true);
            }}
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
      {dialogUsed && (
        <Suspense fallback={null}>
          <StepDialog
            step={asking}
            confirmLoading={running}
            opinionError={opinionError}
            onCancel={() => {
              if (!running) setAsking(undefined);
            }}
            onConfirm={(comment) => {
              if (asking) void run(asking, comment);
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
