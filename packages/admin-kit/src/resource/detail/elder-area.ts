import type { ResourceDeclaration } from '@eldercare/resource-language';
import type { FormInstance } from 'antd';
import { useResourceHost } from '../host/resource-host';

/**
 * A record about an elder lies in the elder's area (the server fills an empty one on save): the
 * answer to a change of the form's elder fills the area at once from the elderly record. A record
 * the user may not read leaves the area as it is.
 */
export function useElderArea(
  resource: ResourceDeclaration,
  form: FormInstance<Record<string, unknown>>,
  onFilled: () => void,
): (changed: Record<string, unknown>) => void {
  const { dataSource, personArea } = useResourceHost();
  const elderField = resource.fields.find(
    (f) => f.type === 'reference' && f.reference?.module === personArea?.module && !f.multiple,
  );
  const areaField = resource.areaField;
  return (changed) => {
    if (!personArea || !elderField || !areaField || resource.key === personArea.module) return;
    if (!(elderField.name in changed)) return;
    const elderId = Number(changed[elderField.name]);
    if (!Number.isInteger(elderId) || elderId <= 0) return;
    dataSource(personArea.module)
      .get(elderId, { loading: false, notify: false })
      .then((elder) => {
        const community = elder[personArea.areaField];
        // The user may have chosen another elder while this one loaded.
        if (typeof community !== 'string' || community === '') return;
        if (form.getFieldValue(elderField.name) !== elderId) return;
        form.setFieldsValue({ [areaField]: community });
        form.validateFields([areaField]).catch(() => undefined);
        onFilled();
      })
      .catch(() => undefined);
  };
}
