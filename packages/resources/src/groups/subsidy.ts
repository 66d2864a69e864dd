import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import { section } from './common';
import { f } from '@eldercare/resource-language';

/** MODULES.md "Subsidy" group: what the monthly payment to a person needs. */
export const SUBSIDY_SECTION: SectionDeclaration = section('subsidy', [
  '补贴发放',
  'Subsidy payment',
  'Pago del subsidio',
]);

export function subsidyFields(dict = 'subsidy_type'): FieldDeclaration[] {
  const s = { section: 'subsidy' };
  return [
    f.enum('subsidyType', dict, ['补贴类型', 'Subsidy type', 'Tipo de subsidio'], {
      required: true,
      list: true,
      filter: true,
      ...s,
    }),
    f.money(
      'subsidyStandard',
      ['补贴标准(元/月)', 'Subsidy standard (CNY/month)', 'Importe del subsidio (CNY/mes)'],
      {
        required: true,
        list: true,
        ...s,
      },
    ),
    f.text('bankCardNo', ['银行卡号', 'Bank card number', 'Número de tarjeta bancaria'], {
      rules: ['bankCard'],
      sensitive: true,
      ...s,
    }),
    f.enum('bankName', 'bank', ['开户行', 'Bank', 'Banco'], s),
    f.month('startMonth', ['发放起始月', 'First month paid', 'Primer mes de pago'], { required: true, ...s }),
    f.month('endMonth', ['发放截止月', 'Last month paid', 'Último mes de pago'], s),
    f.enum('subsidyStatus', 'subsidy_status', ['发放状态', 'Payment status', 'Estado del pago'], {
      required: true,
      list: true,
      filter: true,
      ...s,
    }),
  ];
}
