import type { ResourceDeclaration, WorkflowTransition } from '@eldercare/resources';
import { App, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-store';
import type { ResourceRoute } from '../resources/routes';
import { useWorkflowRecord } from './useWorkflowRecord';
import { useKitTexts } from './useKitTexts';

/**
 * The contract approval pages' controller: the contract, the approver field (the signed-in user
 * unless one is recorded), the approval files being edited, saving them, and what is written on
 * the contract before a step runs.
 */
export function useApproval(resource: ResourceDeclaration, route: ResourceRoute) {
  const kitTexts = useKitTexts();
  const { message } = App.useApp();
  const { user } = useSession();
  const { id, source, record, patch, onStale } = useWorkflowRecord(resource, route);
  const [form] = Form.useForm<{ approver?: string }>();
  const [files, setFiles] = useState<unknown>(undefined);
  const [saving, setSaving] = useState(false);
  const isFiles = route.extra?.key === 'approvalFile';
  const data = record.data;

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({ approver: (data.approver as string | undefined) || user?.name || user?.userName });
    setFiles(data.approvalFiles);
  }, [data, form, user]);

  const saveFiles = async () => {
    setSaving(true);
    try {
      if (await patch({ approvalFiles: files ?? [] })) message.success(kitTexts.saved);
    } finally {
      setSaving(false);
    }
  };

  /** A decision (a step behind this page's permission) is recorded on the contract before it runs. */
  const beforeStep = async (step: WorkflowTransition, comment: string | undefined) => {
    if (!data) return undefined;
    if (isFiles) {
      const changed = JSON.stringify(files ?? []) !== JSON.stringify(data.approvalFiles ?? []);
      return changed ? patch({ approvalFiles: files ?? [] }) : data;
    }
    if (step.permission !== route.extra?.permission) return data;
    const { approver } = await form.validateFields();
    return patch({
      approver: approver ?? null,
      approvedAt: new Date().toISOString(),
      approvalOpinion: comment?.trim() || null,
    });
  };

  return { id, source, record, onStale, form, files, setFiles, saving, saveFiles, beforeStep, isFiles };
}
