import {
  localise,
  type FieldDeclaration,
  type ResourceDeclaration,
  type ResourceLocale,
} from '@eldercare/resource-language';
import { Form, type FormInstance } from 'antd';
import { useResourceHost } from '../host/resource-host';

/** How the assignee picker is narrowed: to the provider chosen, or asks for one first. */
export interface AssigneeNarrowing {
  /** The staff reference field next to the provider reference. */
  field: string;
  providerId: number | undefined;
  /** The provider field's label, named while no provider is chosen. */
  providerLabel: string;
}

/**
 * An order is assigned (派单) to a staff member of the provider it goes to, as the server checks:
 * the staff picker offers the chosen provider's staff only, and a provider change drops an
 * assignee who does not work for the new one (read from the staff record).
 */
export function useAssigneeOfProvider(
  resource: ResourceDeclaration,
  form: FormInstance<Record<string, unknown>>,
  language: ResourceLocale,
  onCleared: () => void,
): { narrowing?: AssigneeNarrowing; recheck: (changed: Record<string, unknown>) => void } {
  const { dataSource, staffOfProvider } = useResourceHost();
  const providerField = staffOfProvider?.providerField ?? '';
  const provider = resource.fields.find((f) => f.name === providerField);
  const isStaff = (f: FieldDeclaration) =>
    f.type === 'reference' && f.reference?.module === staffOfProvider?.staffModule && !f.multiple;
  const staff = provider ? resource.fields.find(isStaff) : undefined;
  // A hook: called on every render, with a name no field has when the host declares no staff module.
  const watched = Form.useWatch(providerField, form) as unknown;
  const providerId = Number(watched) > 0 ? Number(watched) : undefined;
  if (!staffOfProvider || !provider || !staff) return { recheck: () => undefined };
  const { staffModule } = staffOfProvider;

  const clear = () => {
    form.setFieldsValue({ [staff.name]: undefined });
    onCleared();
  };
  const recheck = (changed: Record<string, unknown>) => {
    if (!(providerField in changed)) return;
    const staffId = Number(form.getFieldValue(staff.name));
    if (!(staffId > 0)) return;
    const chosen = Number(changed[providerField]);
    if (!(chosen > 0)) return clear();
    dataSource(staffModule)
      .get(staffId, { loading: false, notify: false })
      .then((member) => {
        const stillChosen = Number(form.getFieldValue(providerField)) === chosen;
        if (stillChosen && Number(member[providerField]) !== chosen) clear();
      })
      .catch(() => undefined);
  };
  return {
    narrowing: { field: staff.name, providerId, providerLabel: localise(provider.label, language) },
    recheck,
  };
}
