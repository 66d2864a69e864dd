import { useKit } from '../../settings/kit-context';
import { RESOURCE_STEP_COMMENT_MAX } from '@eldercare/contract';
import { localise, type WorkflowTransition } from '@eldercare/resource-language';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

export interface StepDialogProps {
  /** The step to confirm; the dialog is open while one is given. */
  step: WorkflowTransition | undefined;
  /** The step is running: the confirm button spins and the dialog stays. */
  confirmLoading?: boolean;
  /** The server's refusal of the opinion, shown on the field. */
  opinionError?: string;
  onCancel: () => void;
  onConfirm: (comment: string | undefined) => void;
}

/** Asks before a workflow step runs, with an opinion: required when the step needs one. */
export function StepDialog({ step, confirmLoading, opinionError, onCancel, onConfirm }: StepDialogProps) {
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const [form] = Form.useForm<{ comment?: string }>();
  const title = step ? localise(step.title, language) : '';
  const required = Boolean(step?.needsOpinion);

  useEffect(() => {
    if (step) form.resetFields();
  }, [step, form]);
  useEffect(() => {
    if (opinionError) form.setFields([{ name: 'comment', errors: [opinionError] }]);
  }, [opinionError, form]);

  const confirm = async () => {
    try {
      const { comment } = await form.validateFields();
      onConfirm(comment);
    } catch {
      // The form shows what is missing.
    }
  };

  return (
    <Modal
      open={step !== undefined}
      title={t('workflow.confirmTitle', { step: title })}
      okText={title}
      cancelText={t('workflow.cancel')}
      okButtonProps={{ danger: required }}
      confirmLoading={confirmLoading}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="workflow-step-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="comment"
          label={t('workflow.opinion')}
          extra={required ? undefined : t('workflow.opinionOptional')}
          rules={[{ required, whitespace: true, message: t('workflow.opinionRequired') }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3 }}
            maxLength={RESOURCE_STEP_COMMENT_MAX}
            showCount
            placeholder={required ? t('workflow.opinionPlaceholder') : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
