import { useKit } from '../../settings/kit-context';
import { formSections, localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { Card, Form, Row, theme, type FormInstance } from 'antd';
import { useEffect, useId } from 'react';
import { useSectionsShown } from './useSectionsShown';
import type { ServerDictionaries } from '../data/dictionary-options';
import { derivedFromChange } from './id-card-derived';
import { usePersonArea } from './person-area';
import { useAssigneeOfProvider } from './assignee';
import { DetailField } from './DetailField';
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
  const { token } = theme.useToken();
  const { language, device } = useKit();
  // Workspace tabs keep earlier pages mounted: without a per-form prefix an add and an edit tab of
  // the same module share field ids, and a label would point at (and focus) the hidden tab's input.
  const formName = `detail${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const sections = formSections(resource);
  const shown = useSectionsShown(sections, revealAll);
  const fillPersonArea = usePersonArea(resource, form, onValuesChange);
  const assignee = useAssigneeOfProvider(resource, form, language, onValuesChange);

  useErrorsInLanguage(form, language);

  /**
   * ID-card helper (SPEC §5): birth date, gender and age follow the number as it is typed, pasted
   * or corrected, and empty while it is not a valid number.
   */
  const followIdCards = (changed: Record<string, unknown>) => {
    const patch = derivedFromChange(resource, changed);
    if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
    fillPersonArea(changed);
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
        <Card key={section.key} title={localise(section.title, language)} size="small" className="ek-below">
          <Row gutter={token.margin}>
            {fields.map((field) => (
              <DetailField
                key={field.name}
                {...{ resource, field, mode, source, id, dictionaries, loaded }}
                narrowing={assignee.narrowing?.field === field.name ? assignee.narrowing : undefined}
              />
            ))}
          </Row>
        </Card>
      ))}
    </Form>
  );
}

/**
 * Shown errors are worded in the language they were checked in: after a language switch, check
 * those fields again so the messages follow the rest of the page.
 */
function useErrorsInLanguage(form: FormInstance<Record<string, unknown>>, language: string) {
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, language]);
}
