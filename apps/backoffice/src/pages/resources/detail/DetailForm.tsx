import { useKit } from '@eldercare/admin-kit';
import { formSections, localise, type ResourceDeclaration } from '@eldercare/resources';
import type { IdCardInfo } from '@eldercare/validators';
import { Card, Col, Form, Row, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ServerDictionaries } from '../data/dictionary-options';
import { FieldInput } from './FieldInput';
import { rulesFor } from './field-rules';
import { isReadOnlyField } from './form-values';

export interface DetailFormProps {
  resource: ResourceDeclaration;
  form: FormInstance<Record<string, unknown>>;
  mode: 'add' | 'edit' | 'look';
  dictionaries: ServerDictionaries;
  /** Form values as loaded, to let masked values pass their rules untouched. */
  loaded: Record<string, unknown>;
  onValuesChange: () => void;
}

/** The add / edit / look form: one card per declared section, two columns, wide fields full-width. */
export function DetailForm({ resource, form, mode, dictionaries, loaded, onValuesChange }: DetailFormProps) {
  const { t } = useTranslation('resources');
  const { language, device } = useKit();

  /** ID-card helper (SPEC §5): birth date, gender and age follow the number as it is typed. */
  const fillFromIdCard = (source: string, info: IdCardInfo) => {
    const patch: Record<string, unknown> = {};
    for (const field of resource.fields) {
      if (field.derivedFrom?.field !== source) continue;
      const { part } = field.derivedFrom;
      patch[field.name] =
        part === 'birthDate' ? dayjs(info.birthDate) : part === 'age' ? info.age : String(info.gender);
    }
    form.setFieldsValue(patch);
  };

  return (
    <Form
      form={form}
      layout={device === 'mobile' ? 'vertical' : 'horizontal'}
      labelCol={device === 'mobile' ? undefined : { flex: '120px' }}
      labelWrap
      disabled={mode === 'look'}
      onValuesChange={onValuesChange}
      scrollToFirstError
    >
      {formSections(resource).map(({ section, fields }) => (
        <Card
          key={section.key}
          title={localise(section.title, language)}
          size="small"
          style={{ marginBottom: 12 }}
        >
          <Row gutter={16}>
            {fields.map((field) => {
              const label = localise(field.label, language);
              const readOnly = isReadOnlyField(resource, field);
              const choose = ['enum', 'reference', 'date', 'month', 'datetime', 'area'].includes(field.type);
              return (
                <Col key={field.name} xs={24} md={field.wide || field.type === 'richText' ? 24 : 12}>
                  <Form.Item
                    name={field.name}
                    label={label}
                    required={field.required && !readOnly}
                    rules={
                      readOnly
                        ? []
                        : rulesFor(
                            field,
                            language,
                            t(choose ? 'detail.select' : 'detail.required', { label }),
                            loaded[field.name],
                          )
                    }
                    extra={
                      readOnly && field.derivedFrom
                        ? t('detail.derived')
                        : field.help
                          ? localise(field.help, language)
                          : undefined
                    }
                  >
                    <FieldInput
                      field={field}
                      language={language}
                      dictionaries={dictionaries}
                      readOnly={readOnly || mode === 'look'}
                      onIdCardParsed={(info) => fillFromIdCard(field.name, info)}
                    />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </Card>
      ))}
    </Form>
  );
}
