import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { agendaTitle } from './agenda-label';

describe('agenda titles', () => {
  it('names a known agenda type in the UI language and keeps the stored title of another', () => {
    const es = createI18n('es').t;
    expect(agendaTitle(es, { agendaType: 'contract_approval', promptTitle: '待审批合同' })).toBe(
      'Contratos por aprobar',
    );
    expect(agendaTitle(es, { agendaType: 'audit', promptTitle: '3 条补贴申请待审核' })).toBe(
      '3 条补贴申请待审核',
    );
    expect(agendaTitle(createI18n('zh-CN').t, { agendaType: 'work_order', promptTitle: 'x' })).toBe(
      '待处理工单',
    );
  });
});
