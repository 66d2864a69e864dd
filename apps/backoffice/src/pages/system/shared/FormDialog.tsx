import { App, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '@eldercare/admin-kit';
import { fieldErrorOf } from './field-error';

export interface FormDialogProps<V> {
  open: boolean;
  title: string;
  /** The form's name: the prefix of its fields' ids. */
  name: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  /** Sends the values (add or edit); a rejection keeps the dialog open. */
  save: (values: V) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A system add/edit dialog: the form in a draggable dialog whose OK saves it. Saved, it says so and
 * closes; a field error the server names goes under that field (the client already showed the others).
 */
export function FormDialog<V>({
  open,
  title,
  name,
  form,
  initialValues,
  save,
  saving,
  onClose,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const submit = async (values: V) => {
    try {
      await save(values);
      message.success(t('common.saved'));
      onClose();
    } catch (error) {
      const invalid = fieldErrorOf(error);
      if (invalid) form.setFields([{ name: invalid.field.split('.') as never, errors: [invalid.message] }]);
    }
  };
  return (
    <DraggableDialog
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialValues} name={name}>
        {children}
      </Form>
    </DraggableDialog>
  );
}
