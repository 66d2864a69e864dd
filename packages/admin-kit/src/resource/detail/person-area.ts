import type { ResourceDeclaration } from '@eldercare/resource-language';
import type { FormInstance } from 'antd';
import { useResourceHost } from '../host/resource-host';

/**
 * A record about a person lies in that person's area (the host's `personArea`; the server fills an
 * empty one on save): the answer to a change of the form's person fills the area at once from the
 * person's record. A record the user may not read leaves the area as it is.
 */
export function usePersonArea(
  resource: ResourceDeclaration,
  form: FormInstance<Record<string, unknown>>,
  onFilled: () => void,
): (changed: Record<string, unknown>) => void {
  const { dataSource, personArea } = useResourceHost();
  const personField = resource.fields.find(
    (f) => f.type === 'reference' && f.reference?.module === personArea?.module && !f.multiple,
  );
  const areaField = resource.areaField;
  return (changed) => {
    if (!personArea || !personField || !areaField || resource.key === personArea.module) return;
    if (!(personField.name in changed)) return;
    const personId = Number(changed[personField.name]);
    if (!Number.isInteger(personId) || personId <= 0) return;
    dataSource(personArea.module)
      .get(personId, { loading: false, notify: false })
      .then((person) => {
        const area = person[personArea.areaField];
        if (typeof area !== 'string' || area === '') return;
        // The user may have chosen another person while this one loaded.
        if (form.getFieldValue(personField.name) !== personId) return;
        form.setFieldsValue({ [areaField]: area });
        form.validateFields([areaField]).catch(() => undefined);
        onFilled();
      })
      .catch(() => undefined);
  };
}
