import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import {
  addressField,
  areaField,
  contactFields,
  coordinateFields,
  nameField,
  photosField,
  section,
  statusField,
} from './common';
import { f, type Label } from '@eldercare/resource-language';

/** MODULES.md "Facility (community)" group: the sites a street or community runs for its elders. */
export const FACILITY_SECTIONS: SectionDeclaration[] = [
  section('basic', ['站点信息', 'Site', 'Centro']),
  section('operation', ['运营信息', 'Operation', 'Funcionamiento']),
  section('location', ['位置与照片', 'Location and photos', 'Ubicación y fotos']),
];

export function facilityFields(name: Label): FieldDeclaration[] {
  const op = { section: 'operation' };
  const loc = { section: 'location' };
  return [
    nameField(name),
    areaField(),
    addressField(),
    f.enum('facilityLevel', 'facility_level', ['站点等级', 'Site level', 'Nivel del centro'], {
      list: true,
    }),
    f.text('operatorOrg', ['运营机构', 'Operator', 'Entidad gestora'], { maxLength: 100, ...op }),
    f.enum('operationMode', 'operation_mode', ['运营方式', 'Operating mode', 'Modo de gestión'], op),
    f.number('floorArea', ['建筑面积(㎡)', 'Floor area (m²)', 'Superficie (m²)'], op),
    f.text('openingHours', ['开放时间', 'Opening hours', 'Horario'], { maxLength: 100, ...op }),
    ...contactFields(op),
    f.enum('serviceItems', 'service_category', ['服务内容', 'Services offered', 'Servicios ofrecidos'], {
      multiple: true,
      ...op,
    }),
    f.date('openedOn', ['启用日期', 'Opened on', 'Fecha de apertura'], op),
    statusField('facility_status', op),
    ...coordinateFields(loc),
    photosField(loc),
  ];
}
