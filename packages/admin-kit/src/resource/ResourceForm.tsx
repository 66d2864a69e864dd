import { formSections, type FieldDeclaration, type ResourceDeclaration } from '@eldercare/resources';
import { Button, Card, Col, Form, Row, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { fieldRules } from '../form/antd-rules';
import { IdCardInput } from '../form/IdCardInput';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useKit } from '../settings/kit-context';
import { useDevice } from '../settings/useDevice';
import { useTabDirty } from '../tags-view/useTabDirty';
import type { DetailMode, Dictionaries } from './data-source';
import { fieldInput } from './FieldInput';

export interface ResourceFormProps {
  resource: ResourceDeclaration;
  mode: DetailMode;
  initialValues?: Record<string, unknown>;
  dictionaries?: Dictionaries;
  onSubmit?: (values: Record<string, unknown>) => Promise<unknown> | void;
  onBack?: () => void;
  /** Replace the input of a field (area trees, reference pickers, uploads). */
  renderField?: (field: FieldDeclaration) => ReactNode | undefined;
}

const DATE_TYPES = new Set(['date', 'datetime', 'month']);
const DATE_FORMAT: Record<string, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
};

/** The generic detail page: add / edit / look of one record, sections and rules from its declaration. */
export function ResourceForm({
  resource,
  mode,
  initialValues,
  dictionaries = {},
  onSubmit,
  onBack,
  renderField,
}: ResourceFormProps) {
  const { t } = useKitTranslation();
  const { language } = useKit();
  const device = useDevice();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useTabDirty(dirty && mode !== 'look');
  const look = mode === 'look';
  const ctx = {
    dictionaries,
    locale: language,
    placeholder: { input: t('kit.form.inputPlaceholder'), select: t('kit.form.selectPlaceholder') },
  };
  const derived = resource.fields.filter((f) => f.derivedFrom);

  useEffect(() => {
    form.resetFields();
    setDirty(false);
  }, [form, initialValues]);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await onSubmit?.(values);
      setDirty(false);
    } finally {
      setSaving(false);
    }
  };

  const input = (field: FieldDeclaration): ReactNode => {
    const custom = renderField?.(field);
    if (custom !== undefined) return custom;
    if (field.type === 'idCard') {
      return (
        <IdCardInput
          onParsed={(info) => {
            const patch: Record<string, unknown> = {};
            for (const d of derived.filter((x) => x.derivedFrom?.field === field.name)) {
              const part = d.derivedFrom!.part;
              patch[d.name] = part === 'gender' ? String(info.gender) : info[part];
            }
            form.setFieldsValue(patch);
          }}
        />
      );
    }
    return fieldInput(field, ctx);
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      labelWrap
      disabled={look}
      initialValues={initialValues}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      className="ek-resource-form"
    >
      {formSections(resource).map(({ section, fields }) => (
        <Card key={section.key} size="small" title={section.title[language]} style={{ marginBottom: 12 }}>
          <Row gutter={16}>
            {fields.map((field) => {
              const isDate = DATE_TYPES.has(field.type);
              const format = DATE_FORMAT[field.type];
              return (
                <Col key={field.name} span={field.wide || device === 'mobile' ? 24 : 12}>
                  <Form.Item
                    name={field.name}
                    label={field.label[language]}
                    rules={
                      look || field.derivedFrom
                        ? []
                        : fieldRules(
                            field,
                            language,
                            t('kit.form.required', { label: field.label[language] }),
                          )
                    }
                    extra={field.help?.[language]}
                    getValueProps={
                      isDate
                        ? (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined })
                        : undefined
                    }
                    normalize={
                      isDate ? (v: dayjs.Dayjs | null) => (v ? v.format(format) : undefined) : undefined
                    }
                  >
                    {input(field)}
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </Card>
      ))}
      <Space>
        {!look && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('kit.common.save')}
          </Button>
        )}
        {onBack && (
          <Button disabled={false} onClick={onBack}>
            {t('kit.common.back')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
