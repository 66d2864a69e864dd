import { Permission, useKit } from '@eldercare/admin-kit';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { choicesOf, labelOf, type ServerDictionaries } from '../data/dictionary-options';

export interface WorkflowBarProps {
  resource: ResourceDeclaration;
  record: Record<string, unknown>;
  dictionaries: ServerDictionaries;
}

/**
 * The record's state and the steps its workflow allows from it, each behind its permission name.
 * The resource API has no step endpoint yet (the status field is not writable through edits), so
 * the steps are shown disabled with the reason rather than pretending to work.
 */
export function WorkflowBar({ resource, record, dictionaries }: WorkflowBarProps) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const workflow = resource.workflow;
  if (!workflow) return null;
  const field = resource.fields.find((f) => f.name === workflow.field);
  const state = String(record[workflow.field] ?? workflow.initial);
  const steps = workflow.transitions.filter((step) => step.from.includes(state));
  return (
    <Space wrap data-testid="workflow-bar">
      <Typography.Text>{t('workflow.status')}:</Typography.Text>
      <Tag color="blue">{field ? labelOf(choicesOf(field, language, dictionaries), state) : state}</Tag>
      {steps.map((step) => {
        const title = localise(step.title, language);
        return (
          <Permission key={step.key} name={step.permission}>
            <Tooltip title={t('workflow.unavailable', { step: title })}>
              <Button disabled>{title}</Button>
            </Tooltip>
          </Permission>
        );
      })}
    </Space>
  );
}
