import { defineModule, f, type WorkflowDeclaration } from '@eldercare/resource-language';

/**
 * Sample declarations for the kit's own tests, written in the declaration language: the kit renders
 * any catalogue, so its tests do not load the back-office's.
 */
export const people = defineModule({
  key: 'samplePeople',
  group: 'records',
  title: ['人员', 'People', 'Personas'],
  listRoute: '/samplePeople/index',
  detailRoute: '/samplePeople/details',
  detailId: 'required',
  fields: [
    f.text('name', ['姓名', 'Name', 'Nombre'], { required: true, list: true }),
    f.idCard('idCard', ['身份证号', 'ID number', 'Número de identidad'], {
      required: true,
      unique: true,
      minAge: 60,
    }),
    f.enum('gender', 'sys_user_sex', ['性别', 'Gender', 'Sexo'], {
      derivedFrom: { field: 'idCard', part: 'gender' },
    }),
    f.date('birthDate', ['出生日期', 'Birth date', 'Fecha de nacimiento'], {
      derivedFrom: { field: 'idCard', part: 'birthDate' },
    }),
    f.integer('age', ['年龄', 'Age', 'Edad'], { derivedFrom: { field: 'idCard', part: 'age' } }),
  ],
});

const step = (zh: string, en: string, es: string) => ({ 'zh-CN': zh, en, es });

/** An approval with a refusal and a final state reached from an approved one. */
export const approvalWorkflow: WorkflowDeclaration = {
  field: 'contractStatus',
  initial: 'draft',
  transitions: [
    {
      key: 'submit',
      from: ['draft', 'rejected'],
      to: 'submitted',
      title: step('提交审批', 'Submit', 'Enviar'),
      permission: '提交',
    },
    {
      key: 'approve',
      from: ['submitted'],
      to: 'approved',
      title: step('审批通过', 'Approve', 'Aprobar'),
      permission: '审批',
    },
    {
      key: 'reject',
      from: ['submitted'],
      to: 'rejected',
      title: step('驳回', 'Reject', 'Rechazar'),
      permission: '审批',
      needsOpinion: true,
    },
    {
      key: 'terminate',
      from: ['approved'],
      to: 'terminated',
      title: step('终止', 'Terminate', 'Rescindir'),
      permission: '终止',
      needsOpinion: true,
    },
  ],
};

/** A review that can send a form back to its draft. */
export const reviewWorkflow: WorkflowDeclaration = {
  field: 'formStatus',
  initial: 'draft',
  transitions: [
    {
      key: 'submit',
      from: ['draft'],
      to: 'submitted',
      title: step('提交', 'Submit', 'Enviar'),
      permission: '提交',
    },
    {
      key: 'review',
      from: ['submitted'],
      to: 'reviewed',
      title: step('复核通过', 'Confirm', 'Confirmar'),
      permission: '复核',
    },
    {
      key: 'return',
      from: ['submitted'],
      to: 'draft',
      title: step('退回修改', 'Send back', 'Devolver'),
      permission: '复核',
      needsOpinion: true,
    },
  ],
};
