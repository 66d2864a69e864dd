import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import { areaField, elderlyRef, section, statusField } from './common';
import { f } from '@eldercare/resource-language';

/** MODULES.md "Record of service" group: one visit of a provider's staff to an elder. */
export const SERVICE_RECORD_SECTIONS: SectionDeclaration[] = [
  section('basic', ['服务信息', 'Service', 'Servicio']),
  section('fee', ['费用', 'Charges', 'Importes']),
  section('evidence', ['服务凭证', 'Evidence', 'Comprobantes']),
];

export function serviceRecordFields(): FieldDeclaration[] {
  const fee = { section: 'fee' };
  const ev = { section: 'evidence' };
  return [
    elderlyRef(),
    areaField({
      list: false,
      help: {
        'zh-CN': '取老人所属社区',
        en: "The elder's community",
        es: 'La comunidad de la persona mayor',
      },
    }),
    f.ref('providerId', 'serviceProvider', 'name', ['服务商', 'Provider', 'Proveedor'], {
      required: true,
      list: true,
    }),
    f.ref('staffId', 'servicePersonal', 'name', ['服务人员', 'Staff member', 'Profesional']),
    f.ref('serviceItemId', 'serviceProject', 'name', ['服务项目', 'Service item', 'Servicio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('startTime', ['开始时间', 'Start time', 'Hora de inicio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('endTime', ['结束时间', 'End time', 'Hora de fin'], { required: true }),
    f.integer('durationMinutes', ['服务时长(分钟)', 'Duration (minutes)', 'Duración (minutos)'], {
      rules: ['minutes'],
      list: true,
    }),
    f.text('location', ['服务地点', 'Location', 'Lugar'], { maxLength: 200 }),
    statusField('service_status'),
    f.money('price', ['服务金额(元)', 'Price (CNY)', 'Precio (CNY)'], fee),
    f.money('subsidyAmount', ['补贴金额(元)', 'Subsidy (CNY)', 'Subsidio (CNY)'], fee),
    f.money('selfPaid', ['自付金额(元)', 'Self-paid (CNY)', 'Copago (CNY)'], fee),
    f.image('photosBefore', ['服务前照片', 'Photos before', 'Fotos antes'], { multiple: true, ...ev }),
    f.image('photosAfter', ['服务后照片', 'Photos after', 'Fotos después'], { multiple: true, ...ev }),
    f.image('signature', ['老人签字', "Elder's signature", 'Firma de la persona mayor'], ev),
    f.enum('rating', 'satisfaction', ['满意度', 'Satisfaction', 'Satisfacción'], ev),
  ];
}
