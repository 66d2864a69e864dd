import {
  localise,
  normaliseFieldInput,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '@eldercare/resource-language';
import { Col, Form } from 'antd';
import { useKit } from '../../settings/kit-context';
import type { ServerDictionaries } from '../data/dictionary-options';
import type { ResourceDataSource } from '../data/resource-data-source';
import { useFieldRenderers } from '../fields/useFieldRenderers';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import type { AssigneeNarrowing } from './assignee';
import { rulesFor } from './field-rules';
import { FieldInput } from './FieldInput';
import { isReadOnlyField } from './form-values';
import { isUniqueField, uniqueRule } from './unique-rule';

export interface DetailFieldProps {
  resource: ResourceDeclaration;
  field: FieldDeclaration;
  mode: 'add' | 'edit' | 'look';
  source: ResourceDataSource;
  id: number | undefined;
  dictionaries: ServerDictionaries;
  loaded: Record<string, unknown>;
  /** The assignee list narrowed to the chosen provider, when this field is the assignee. */
  narrowing?: AssigneeNarrowing;
}

/** One field of the detail form: its label, rules (the server's, and unique where declared) and input. */
export function DetailField({
  resource,
  field,
  mode,
  source,
  id,
  dictionaries,
  loaded,
  narrowing,
}: DetailFieldProps) {
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const renderersOf = useFieldRenderers();
  const label = localise(field.label, language);
  const readOnly = isReadOnlyField(resource, field);
  const choose = renderersOf(field.type).chosen;
  const unique = readOnly
    ? undefined
    : uniqueRule(field, source, id, loaded[field.name], (existing) =>
        t('detail.unique', { label, existing }),
      );
  const required = t(choose ? 'detail.select' : 'detail.required', { label });
  return (
    <Col xs={24} md={field.wide || field.type === 'richText' ? 24 : 12}>
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
            : [...rulesFor(field, language, required, loaded[field.name]), ...(unique ? [unique] : [])]
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
          narrowing={narrowing}
        />
      </Form.Item>
    </Col>
  );
}
