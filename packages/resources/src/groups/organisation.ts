import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import {
  addressField,
  areaField,
  contactFields,
  nameField,
  photosField,
  section,
  statusField,
} from './common';
import { f, type Label } from '@eldercare/resource-language';

/** MODULES.md "Organisation" group: institutions, providers, suppliers, social organisations. */
export const ORGANISATION_SECTIONS: SectionDeclaration[] = [
  section('basic', ['机构信息', 'Organisation', 'Organización']),
  section('qualification', ['资质与规模', 'Qualification and size', 'Acreditación y tamaño']),
];

export interface OrganisationOptions {
  /** Label of the licence / filing number, which differs by kind of organisation. */
  licence?: Label;
  status?: string;
}

export function organisationFields(name: Label, options: OrganisationOptions = {}): FieldDeclaration[] {
  const q = { section: 'qualification' };
  return [
    nameField(name),
    f.text(
      'creditCode',
      ['统一社会信用代码', 'Unified social credit code', 'Código de crédito social unificado'],
      {
        required: true,
        rules: ['creditCode'],
        maxLength: 18,
        filter: true,
      },
    ),
    f.text('legalPerson', ['法定代表人', 'Legal representative', 'Representante legal'], { rules: ['name'] }),
    ...contactFields(),
    areaField(),
    addressField(),
    f.text(
      'licenceNo',
      options.licence ?? ['许可/备案号', 'Licence or filing number', 'Número de licencia o registro'],
      q,
    ),
    f.date('establishedOn', ['成立日期', 'Established on', 'Fecha de constitución'], q),
    statusField(options.status ?? 'org_status', q),
    photosField(q),
  ];
}
