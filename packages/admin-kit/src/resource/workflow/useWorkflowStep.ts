import type { ResourceRecord } from '@eldercare/contract';
import { localise, type WorkflowTransition } from '@eldercare/resource-language';
import { App } from 'antd';
import { useState } from 'react';
import { useKit } from '../../settings/kit-context';
import type { ResourceDataSource } from '../data/resource-data-source';
import { classifyStepError } from '../data/resource-error';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { opinionOf } from './workflow-steps';

/** What a workflow bar's host learns of a step, and what it may add to one. */
export interface WorkflowStepCallbacks {
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

type StepOptions = WorkflowStepCallbacks & { record: ResourceRecord; source: ResourceDataSource };

/**
 * A step from ask to answer: the dialog's step and opinion error, then the call against the version
 * shown, each refusal routed to where the user sees it (the opinion, a field, a stale record).
 */
export function useWorkflowStep(options: StepOptions) {
  const { record, source, collectFields, onFieldError, onBeforeStep, onDone, onStale } = options;
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<WorkflowTransition>();
  // Mounted from the first ask on, so the dialog keeps its closing animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  const [running, setRunning] = useState(false);
  const [opinionError, setOpinionError] = useState<string>();

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

  return {
    asking,
    running,
    dialogUsed,
    opinionError,
    ask: (step: WorkflowTransition) => {
      setOpinionError(undefined);
      setAsking(step);
      setDialogUsed(true);
    },
    cancel: () => {
      if (!running) setAsking(undefined);
    },
    confirm: (comment: string | undefined) => {
      if (asking) void run(asking, comment);
    },
  };
}
