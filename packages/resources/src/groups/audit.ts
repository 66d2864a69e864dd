import type { FieldDeclaration, SectionDeclaration, WorkflowDeclaration } from '@eldercare/resource-language';
import { attachmentsField, section } from './common';
import { f, label, type FieldOptions } from '@eldercare/resource-language';

/** MODULES.md "Audit/workflow" group: an application and its review. */
export const AUDIT_SECTION: SectionDeclaration = section('audit', ['审核信息', 'Review', 'Revisión']);

export function auditFields(): FieldDeclaration[] {
  const s = { section: 'audit' };
  return [
    f.text('applicant', ['申请人', 'Applicant', 'Solicitante'], { rules: ['name'], ...s }),
    f.datetime('appliedAt', ['申请时间', 'Applied at', 'Fecha de solicitud'], {
      list: true,
      filter: true,
      ...s,
    }),
    f.enum('auditStatus', 'audit_status', ['审核状态', 'Review status', 'Estado de revisión'], {
      list: true,
      filter: true,
      ...s,
    }),
    f.text('reviewer', ['审核人', 'Reviewer', 'Revisor'], s),
    f.datetime('reviewedAt', ['审核时间', 'Reviewed at', 'Fecha de revisión'], s),
    f.textarea('opinion', ['审核意见', 'Review opinion', 'Opinión de la revisión'], { maxLength: 500, ...s }),
    attachmentsField(s),
  ];
}

/** draft → submitted → approved / rejected; a rejected application can be resubmitted. */
export function auditWorkflow(field = 'auditStatus'): WorkflowDeclaration {
  return {
    field,
    initial: 'draft',
    transitions: [
      {
        key: 'submit',
        from: ['draft', 'rejected'],
        to: 'submitted',
        title: label(['提交', 'Submit', 'Enviar']),
        permission: '提交',
      },
      {
        key: 'approve',
        from: ['submitted'],
        to: 'approved',
        title: label(['审核通过', 'Approve', 'Aprobar']),
        permission: '审核',
      },
      {
        key: 'reject',
        from: ['submitted'],
        to: 'rejected',
        title: label(['驳回', 'Reject', 'Rechazar']),
        permission: '审核',
        needsOpinion: true,
      },
    ],
  };
}

/** The state field of `reviewWorkflow`: set by its steps only, so never required in the form. */
export function reviewStatusField(options: FieldOptions = {}, name = 'auditStatus'): FieldDeclaration {
  return f.enum(name, 'review_status', ['审核状态', 'Review status', 'Estado de revisión'], {
    list: true,
    filter: true,
    ...options,
  });
}

/**
 * draft → submitted → approved, or returned to the author with an opinion (退回): a returned record
 * is editable again and goes back through submit. Unlike `auditWorkflow`'s rejection it does not
 * end the application. Deciding steps carry `审核`, which the role policy grants with `review`.
 */
export function reviewWorkflow(field = 'auditStatus'): WorkflowDeclaration {
  return {
    field,
    initial: 'draft',
    transitions: [
      {
        key: 'submit',
        from: ['draft', 'returned'],
        to: 'submitted',
        title: label(['提交审核', 'Submit for review', 'Enviar a revisión']),
        permission: '提交',
      },
      {
        key: 'approve',
        from: ['submitted'],
        to: 'approved',
        title: label(['审核通过', 'Approve', 'Aprobar']),
        permission: '审核',
      },
      {
        key: 'return',
        from: ['submitted'],
        to: 'returned',
        title: label(['退回', 'Return for changes', 'Devolver para cambios']),
        permission: '审核',
        needsOpinion: true,
      },
    ],
  };
}
