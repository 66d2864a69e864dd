import { useKit } from '../../settings/kit-context';
import { useFieldRenderers } from '../fields/useFieldRenderers';
import {
  formSections,
  localise,
  normaliseFieldInput,
  type ResourceDeclaration,
} from '@eldercare/resource-language';
import { Card, Col, Form, Row, theme, type FormInstance } from 'antd';
import { useEffect, useId } from 'react';
import { useSectionsShown } from './useSectionsShown';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import type { ServerDictionaries } from '../data/dictionary-options';
import { FieldInput } from './FieldInput';
import { rulesFor } from './field-rules';
import { derivedFromChange } from './id-card-derived';
import { useElderArea } from './elder-area';
import { useAssigneeOfProvider } from './assignee';
import { isReadOnlyField } from './form-values';
import { isUniqueField, uniqueRule } from './unique-rule';
import type { ResourceDataSource } from '../data/resource-data-source';

export interface DetailFormProps {
  resource: ResourceDeclaration;
  form: FormInstance<Record<string, unknown>>;
  mode: 'add' | 'edit' | 'look';
  /** Checks unique fields (when it can); the record being edited is not a duplicate of itself. */
  source: ResourceDataSource;
  id: number | undefined;
  dictionaries: ServerDictionaries;
  /** Form values as loaded, to let masked values pass their rules untouched. */
  loaded: Record<string, unknown>;
  onValuesChange: () => void;
  /** Render every section now, not just the first screen's (set before checking the whole form). */
  revealAll?: boolean;
}

/** The add / edit / look form: one card per declared section, two columns, wide fields full-width. */
export function DetailForm({
  resource,
  form,
  mode,
  source,
  id,
  dictionaries,
  loaded,
  onValuesChange,
  revealAll = false,
}: DetailFormProps) {
  const { t } = useResourceTranslation();
  const { token } = theme.useToken();
  const { language, device } = useKit();
  const renderersOf = useFieldRenderers();
  // Workspace tabs keep earlier pages mounted: without a per-form prefix an add and an edit tab of
  // the same module share field ids, and a label would point at (and focus) the hidden tab's input.
  const formName = `detail${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const sections = formSections(resource);
  const shown = useSectionsShown(sections, revealAll);
  const fillElderArea = useElderArea(resource, form, onValuesChange);
  const assignee = useAssigneeOfProvider(resource, form, language, onValuesChange);

  // Shown errors are worded in the language they were checked in: after a language switch, check
  // those fields again so the messages follow the rest of the page.
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, language]);

  /**
   * ID-card helper (SPEC §5): birth date, gender and age follow the number as it is typed, pasted
   * or corrected, and empty while it is not a valid number.
   */
  const followIdCards = (changed: Record<string, unknown>) => {
    const patch = derivedFromChange(resource, changed);
    if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
    fillElderArea(changed);
    assignee.recheck(changed);
    onValuesChange();
  };

  return (
    <Form
      form={form}
      name={formName}
      layout={device === 'mobile' ? 'vertical' : 'horizontal'}
      labelCol={device === 'mobile' ? undefined : { flex: '120px' }}
      labelWrap
      disabled={mode === 'look'}
      onValuesChange={followIdCards}
      scrollToFirstError
      // The sections below the first screen are still being added (see useSectionsShown).
      aria-busy={shown < sections.length}
    >
      {sections.slice(0, shown).map(({ section, fields }) => (
        <Card
          key={section.key}
          title={localise(section.title, language)}
          size="small"
          style={{ marginBottom: token.marginSM }}
        >
          <Row gutter={token.margin}>
            {fields.map((field) => {
              const label = localise(field.label, language);
              const readOnly = isReadOnlyField(resource, field);
              const choose = renderersOf(field.type).chosen;
              const unique = readOnly
                ? undefined
                : uniqueRule(field, source, id, loaded[field.name], (existing) =>
                    t('detail.unique', { label, existing }),
                  );
              return (
                <Col key={field.name} xs={24} md={field.wide || field.type === 'richText' ? 24 : 12}>
                  <Form.Item
                    name={field.name}
                    label={label}
                    required={field.required && !readOnly}
                    // Spaces pasted into an ID or phone number go, as the server drops them.
                    normalize={(value: unknown) => normaliseFieldInput(field, value)}
                    validateTrigger={isUniqueField(field) ? ['onChange', 'onBlur'] : undefined}
                    validateDebounce={unique ? 300 : undefined}
                    rules={
                      readOnly
                        ? []
                        : [
                            ...rulesFor(
                              field,
                              language,
                              t(choose ? 'detail.select' : 'detail.required', { label }),
                              loaded[field.name],
                            ),
                            ...(unique ? [unique] : []),
                          ]
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
                      narrowing={assignee.narrowing?.field === field.name ? assignee.narrowing : undefined}
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
