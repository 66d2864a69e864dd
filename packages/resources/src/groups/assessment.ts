import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import { areaField, elderlyRef, section } from './common';
import { f } from '@eldercare/resource-language';

/** What every assessment sitting records: who was assessed, by whom, when, and the signed result. */
export const ASSESSMENT_SECTIONS: SectionDeclaration[] = [
  section('basic', ['评估对象', 'Person assessed', 'Persona evaluada']),
  section('scores', ['评估结果', 'Results', 'Resultados']),
];

export function assessmentFields(): FieldDeclaration[] {
  return [
    elderlyRef(),
    areaField(),
    f.ref('assessorId', 'assessor', 'name', ['评估员', 'Assessor', 'Evaluador'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('assessedAt', ['评估时间', 'Assessed at', 'Fecha de evaluación'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('assessPlace', ['评估地点', 'Place', 'Lugar'], { maxLength: 200 }),
  ];
}

/** Closing fields of the "scores" section: conclusion, evidence and the elder's (or guardian's) signature. */
export function assessmentConclusion(): FieldDeclaration[] {
  const s = { section: 'scores' };
  return [
    f.textarea('conclusion', ['评估结论', 'Conclusion', 'Conclusión'], { maxLength: 2000, ...s }),
    f.image('photos', ['现场照片', 'Photos', 'Fotos'], { multiple: true, ...s }),
    f.image(
      'signature',
      ['被评估人/监护人签字', 'Signature of person or guardian', 'Firma de la persona o del tutor'],
      s,
    ),
  ];
}
