import { createMemoryDataSource } from '@eldercare/admin-kit';
import { defineModule, dictionary, f } from '@eldercare/resource-language';
import { amount } from './fields/amount';

export const SERVICE_KIND = dictionary(
  'service_kind',
  ['服务类型', 'Service', 'Servicio'],
  [
    ['1', '助餐', 'Meals', 'Comidas'],
    ['2', '助浴', 'Bathing', 'Baño'],
    ['3', '助医', 'Medical care', 'Atención médica'],
  ],
);

/** The sister product's second module: home visits, filtered by a date range (the kit's lazy picker). */
export const visits = defineModule({
  key: 'homeVisits',
  group: 'records',
  title: ['上门服务记录', 'Home visits', 'Visitas a domicilio'],
  listRoute: '/visits/index',
  detailRoute: '/visits/details',
  detailId: 'required',
  // What names a record (its detail tab: 查看·张桂兰).
  titleField: 'elderName',
  fields: [
    f.text('elderName', ['老人姓名', 'Senior', 'Persona mayor'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('kind', SERVICE_KIND.type, ['服务类型', 'Service', 'Servicio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.date('visitDate', ['服务日期', 'Visit date', 'Fecha de la visita'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.custom(amount, 'fee', ['服务费用', 'Fee', 'Importe'], { list: true }),
  ],
});

export const visitsSource = createMemoryDataSource(visits, [
  { elderName: '王秀英', kind: '1', visitDate: '2026-11-03', fee: 18 },
  { elderName: '李建国', kind: '2', visitDate: '2026-11-12', fee: 60 },
  { elderName: '张桂兰', kind: '3', visitDate: '2026-11-20', fee: 120.5 },
]);
