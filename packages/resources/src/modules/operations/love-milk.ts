import { AUDIT_SECTION, auditFields, auditWorkflow } from '../../groups/audit';
import { areaField, elderlyRef, periodFields, section } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const QUERY = ' The exact route takes the application as ?id=…&modelType=look|edit (none for add).';
const sections = [section('basic', ['申请信息', 'Application', 'Solicitud']), AUDIT_SECTION];

export const loveMilkApply = defineModule({
  key: 'loveMilkApply',
  group: 'loveMilk',
  title: ['爱心奶申请', 'Love-milk applications', 'Solicitudes de leche solidaria'],
  listRoute: '/loveMilkApply/index',
  detailRoute: '/loveMilkApply/details',
  detailId: 'query',
  titleField: 'elderlyId',
  areaField: 'area',
  sections,
  fields: [
    elderlyRef(),
    areaField(),
    f.enum('milkType', 'milk_type', ['奶品种类', 'Milk product', 'Tipo de leche'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.integer('quantityPerMonth', ['每月数量(份)', 'Portions per month', 'Raciones al mes'], {
      required: true,
      list: true,
    }),
    ...periodFields(),
    f.text('deliveryAddress', ['配送地址', 'Delivery address', 'Dirección de entrega'], {
      required: true,
      maxLength: 200,
      wide: true,
    }),
    ...auditFields(),
  ],
  workflow: auditWorkflow(),
  notes:
    'Charity milk for elders in need: product, portions, period and delivery (Audit/workflow group).' + QUERY,
});

export const milkAddApply = defineModule({
  key: 'milkAddApply',
  group: 'loveMilk',
  title: ['增订申请', 'Additional milk orders', 'Pedidos adicionales de leche'],
  listRoute: '/milkAddApplyList/index',
  detailRoute: '/milkAddApplyList/details',
  detailId: 'query',
  titleField: 'elderlyId',
  areaField: 'area',
  sections,
  fields: [
    elderlyRef(),
    areaField(),
    f.ref('applyId', 'loveMilkApply', 'elderlyId', ['原申请', 'Original application', 'Solicitud original']),
    f.enum('milkType', 'milk_type', ['奶品种类', 'Milk product', 'Tipo de leche'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.integer('addQuantity', ['增订数量(份)', 'Extra portions', 'Raciones adicionales'], {
      required: true,
      list: true,
    }),
    f.month('fromMonth', ['起始月份', 'From month', 'Desde el mes'], { required: true, list: true }),
    f.textarea('reason', ['增订理由', 'Reason', 'Motivo'], { maxLength: 500 }),
    ...auditFields(),
  ],
  workflow: auditWorkflow(),
  notes: 'Extra portions on top of an approved love-milk application (Audit/workflow group).' + QUERY,
});
