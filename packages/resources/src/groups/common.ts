import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import { f, label, type FieldOptions, type Label } from '@eldercare/resource-language';

/** Small fields most modules share; each keeps its place in the list/filter/detail by options. */

/** The record's street/community code: the data-scope field of ARCHITECTURE.md. */
export function areaField(options: FieldOptions = {}, name = 'area'): FieldDeclaration {
  return f.area(name, ['所属区域', 'Area', 'Zona'], { required: true, list: true, filter: true, ...options });
}

/** The record's "name" column: required, first in the list, a `like` filter. */
export function nameField(text: Label, options: FieldOptions = {}): FieldDeclaration {
  return f.text('name', text, {
    required: true,
    maxLength: 100,
    list: { order: 1, fixed: 'left', width: 200 },
    filter: { mode: 'like', order: 1 },
    ...options,
  });
}

export function statusField(dict: string, options: FieldOptions = {}, name = 'status'): FieldDeclaration {
  return f.enum(name, dict, ['状态', 'Status', 'Estado'], {
    required: true,
    list: true,
    filter: true,
    ...options,
  });
}

export function remarksField(options: FieldOptions = {}): FieldDeclaration {
  return f.textarea('remarks', ['备注', 'Remarks', 'Observaciones'], { maxLength: 500, ...options });
}

export function addressField(options: FieldOptions = {}): FieldDeclaration {
  return f.text('address', ['详细地址', 'Address', 'Dirección'], { maxLength: 200, wide: true, ...options });
}

/** A contact person and their phone (which may be a landline, a mobile or a 400/800 hotline). */
export function contactFields(options: FieldOptions = {}): FieldDeclaration[] {
  return [
    f.text('contactPerson', ['联系人', 'Contact person', 'Persona de contacto'], {
      rules: ['name'],
      ...options,
    }),
    f.phone('contactPhone', ['联系电话', 'Contact phone', 'Teléfono de contacto'], {
      rules: ['hotline'],
      list: true,
      ...options,
    }),
  ];
}

export function photosField(options: FieldOptions = {}, name = 'photos'): FieldDeclaration {
  return f.image(name, ['照片', 'Photos', 'Fotos'], { multiple: true, ...options });
}

export function attachmentsField(options: FieldOptions = {}, name = 'attachments'): FieldDeclaration {
  return f.file(name, ['附件', 'Attachments', 'Adjuntos'], { multiple: true, ...options });
}

/** The elderly person a record is about (food plans, services, insurance, applications...). */
export function elderlyRef(options: FieldOptions = {}, name = 'elderlyId'): FieldDeclaration {
  return f.ref(name, 'elderlyInfo', 'name', ['老人姓名', 'Elderly person', 'Persona mayor'], {
    required: true,
    list: { order: 1, fixed: 'left', width: 120 },
    filter: { mode: 'eq', order: 1 },
    ...options,
  });
}

/** A date range of validity (contracts, policies, subsidies, settings). */
export function periodFields(options: FieldOptions = {}): FieldDeclaration[] {
  return [
    f.date('startDate', ['开始日期', 'Start date', 'Fecha de inicio'], {
      required: true,
      list: true,
      ...options,
    }),
    f.date('endDate', ['结束日期', 'End date', 'Fecha de fin'], options),
  ];
}

/** Map coordinates of a site, for the map views and distance search. */
export function coordinateFields(options: FieldOptions = {}): FieldDeclaration[] {
  return [
    f.number('longitude', ['经度', 'Longitude', 'Longitud'], options),
    f.number('latitude', ['纬度', 'Latitude', 'Latitud'], options),
  ];
}

export function section(key: string, title: Label): SectionDeclaration {
  return { key, title: label(title) };
}
