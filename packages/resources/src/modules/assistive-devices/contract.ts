import { standardActions } from '@eldercare/resource-language';
import { areaField, attachmentsField, periodFields, section } from '../../groups/common';
import { f, label } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const fee = { section: 'fee' };
const approval = { section: 'approval' };

export const contract = defineModule({
  key: 'contract',
  columns: ['contractNo', 'lesseeId', 'productId', 'rentMode', 'startDate', 'selfPaid', 'contractStatus'],
  group: 'assistiveDevices',
  title: ['租赁合同', 'Rental contracts', 'Contratos de alquiler'],
  listRoute: '/contract/index',
  detailRoute: '/contract/details',
  detailId: 'required',
  titleField: 'contractNo',
  areaField: 'area',
  sort: { field: 'startDate', order: 'desc' },
  sections: [
    section('basic', ['合同信息', 'Contract', 'Contrato']),
    section('fee', ['费用', 'Charges', 'Importes']),
    section('approval', ['审批', 'Approval', 'Aprobación']),
  ],
  fields: [
    f.text('contractNo', ['合同编号', 'Contract number', 'Número de contrato'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    f.ref('lesseeId', 'lesseeInformation', 'name', ['承租人', 'Lessee', 'Arrendatario'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField(),
    f.ref('productId', 'productAssist', 'name', ['辅具产品', 'Product', 'Producto'], {
      required: true,
      list: true,
    }),
    f.integer('quantity', ['数量', 'Quantity', 'Cantidad'], { required: true }),
    f.ref('rentalPointId', 'rentalPoint', 'name', ['租赁点', 'Rental point', 'Punto de alquiler'], {
      required: true,
      filter: true,
    }),
    f.ref('fitterId', 'fitMan', 'name', ['适配人员', 'Fitter', 'Técnico de adaptación']),
    f.enum('rentMode', 'assistive_rent_mode', ['租购方式', 'Rent or buy', 'Alquiler o compra'], {
      required: true,
      list: true,
    }),
    ...periodFields(),
    f.money('monthlyRent', ['月租金(元)', 'Monthly rent (CNY)', 'Alquiler mensual (CNY)'], fee),
    f.money('deposit', ['押金(元)', 'Deposit (CNY)', 'Fianza (CNY)'], fee),
    f.money('subsidyAmount', ['政府补贴(元)', 'Government subsidy (CNY)', 'Subvención pública (CNY)'], fee),
    f.money('selfPaid', ['个人支付(元)', 'Paid by the lessee (CNY)', 'Pagado por el arrendatario (CNY)'], {
      list: true,
      ...fee,
    }),
    f.enum('contractStatus', 'contract_status', ['合同状态', 'Contract status', 'Estado del contrato'], {
      list: true,
      filter: true,
      ...approval,
    }),
    f.text('approver', ['审批人', 'Approver', 'Aprobador'], approval),
    f.datetime('approvedAt', ['审批时间', 'Decided at', 'Fecha de la decisión'], approval),
    f.textarea('approvalOpinion', ['审批意见', 'Approval opinion', 'Opinión de aprobación'], approval),
    attachmentsField(approval, 'approvalFiles'),
  ],
  actions: [
    ...standardActions(),
    { key: 'approve', kind: 'custom', title: label(['审批', 'Approve', 'Aprobar']), permission: '审批' },
    {
      key: 'files',
      kind: 'custom',
      title: label(['审批材料', 'Approval documents', 'Documentos']),
      permission: '审批材料',
    },
  ],
  workflow: {
    field: 'contractStatus',
    initial: 'draft',
    transitions: [
      {
        key: 'submit',
        from: ['draft', 'rejected'],
        to: 'submitted',
        title: label(['提交审批', 'Submit', 'Enviar']),
        permission: '提交',
      },
      {
        key: 'approve',
        from: ['submitted'],
        to: 'approved',
        title: label(['审批通过', 'Approve', 'Aprobar']),
        permission: '审批',
      },
      {
        key: 'reject',
        from: ['submitted'],
        to: 'rejected',
        title: label(['驳回', 'Reject', 'Rechazar']),
        permission: '审批',
        needsOpinion: true,
      },
      {
        key: 'terminate',
        from: ['approved'],
        to: 'terminated',
        title: label(['终止合同', 'Terminate', 'Rescindir']),
        permission: '终止',
        needsOpinion: true,
      },
    ],
  },
  extraRoutes: [
    {
      key: 'approval',
      kind: 'workflow',
      path: '/contract/approval',
      idMode: 'query',
      title: label(['合同审批', 'Contract approval', 'Aprobación del contrato']),
      permission: '审批',
      purpose:
        'Opened with ?id=<contract>: the contract in look mode with approve / reject (opinion required on ' +
        'reject); runs the approve or reject step of the workflow.',
    },
    {
      key: 'approvalFile',
      kind: 'workflow',
      path: '/contract/approvalFile',
      idMode: 'query',
      title: label(['审批材料', 'Approval documents', 'Documentos de aprobación']),
      permission: '审批材料',
      purpose:
        'Opened with ?id=<contract>: upload and review the approval documents (approvalFiles: ID copy, ' +
        'assessment, signed contract) before the contract is submitted.',
    },
  ],
  notes:
    'Rental (or purchase) of an assistive product by a lessee: draft → submitted → approved / rejected, ' +
    'approved → terminated; approval and document pages are the workflow routes.',
});
