import { section } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { SUBSIDY_SECTION, subsidyFields } from '../../groups/subsidy';
import { personModule } from './person-module';

export const familyPlanInfo = personModule({
  key: 'familyPlanInfo',
  oneRecordPerPerson: false,
  columns: ['name', 'idCard', 'age', 'community', 'familyType', 'subsidyStandard', 'subsidyStatus'],
  filters: ['name', 'idCard', 'hukouArea', 'familyType', 'subsidyStatus'],
  title: [
    '计生特殊家庭',
    'Family-planning special families',
    'Familias especiales de planificación familiar',
  ],
  base: '/familyPlanInfo',
  detailId: 'required',
  extraSections: [section('family', ['家庭情况', 'Family', 'Familia']), SUBSIDY_SECTION],
  extraFields: [
    f.enum('familyType', 'family_plan_type', ['特殊家庭类型', 'Family type', 'Tipo de familia'], {
      required: true,
      list: true,
      filter: true,
      section: 'family',
    }),
    f.text('childName', ['子女姓名', "Child's name", 'Nombre del hijo'], {
      rules: ['name'],
      section: 'family',
    }),
    f.date(
      'eventDate',
      ['伤残/死亡日期', 'Date of disability or death', 'Fecha de invalidez o fallecimiento'],
      {
        section: 'family',
      },
    ),
    f.text(
      'certificateNo',
      ['独生子女证号', 'One-child certificate number', 'Número del certificado de hijo único'],
      {
        maxLength: 40,
        section: 'family',
      },
    ),
    ...subsidyFields('family_plan_subsidy_type'),
  ],
  notes:
    'Families who lost or have a disabled only child: family type, child, certificate and the special subsidy.',
});

export const pensionInfo = personModule({
  key: 'pensionInfo',
  oneRecordPerPerson: false,
  columns: ['name', 'idCard', 'community', 'pensionType', 'payMonth', 'monthlyAmount', 'pensionStatus'],
  filters: ['name', 'idCard', 'pensionType', 'payMonth', 'pensionStatus'],
  title: ['养老金信息', 'Pensions', 'Pensiones'],
  base: '/pensionInfo',
  detailId: 'required',
  extraSections: [section('pension', ['养老金发放', 'Pension payments', 'Pago de la pensión'])],
  extraFields: [
    f.enum('pensionType', 'pension_type', ['养老保险类型', 'Pension scheme', 'Régimen de pensiones'], {
      required: true,
      list: true,
      filter: true,
      section: 'pension',
    }),
    f.month('payMonth', ['发放月份', 'Month paid', 'Mes de pago'], {
      required: true,
      list: true,
      filter: true,
      section: 'pension',
    }),
    f.money('monthlyAmount', ['月发放金额(元)', 'Monthly amount (CNY)', 'Importe mensual (CNY)'], {
      required: true,
      list: true,
      section: 'pension',
    }),
    f.text('payingOrg', ['发放机构', 'Paying body', 'Entidad pagadora'], {
      maxLength: 100,
      section: 'pension',
    }),
    f.text('bankCardNo', ['银行卡号', 'Bank card number', 'Número de tarjeta bancaria'], {
      rules: ['bankCard'],
      sensitive: true,
      section: 'pension',
    }),
    f.enum('pensionStatus', 'pension_status', ['发放状态', 'Payment status', 'Estado del pago'], {
      required: true,
      list: true,
      filter: true,
      section: 'pension',
    }),
  ],
  notes: 'Pension receipts per person and month: scheme, amount, paying body, bank card and status.',
});

export const personnelSubsidy = personModule({
  key: 'personnelSubsidy',
  oneRecordPerPerson: false,
  columns: ['name', 'idCard', 'age', 'community', 'subsidyType', 'subsidyStandard', 'subsidyStatus'],
  filters: ['name', 'idCard', 'hukouArea', 'subsidyType', 'subsidyStatus'],
  title: ['人员补贴', 'Personal subsidies', 'Subsidios personales'],
  base: '/personnelSubsidy',
  detailId: 'required',
  extraSections: [SUBSIDY_SECTION],
  extraFields: subsidyFields(),
  notes:
    'Old-age allowance, care subsidy and similar monthly payments: the Subsidy group on the Person group.',
});
