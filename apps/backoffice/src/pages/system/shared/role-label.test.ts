import { describe, expect, it } from 'vitest';
import { createI18n, loadFeatureBundles } from '../../../i18n';
import { roleLabel } from './role-label';

describe('role labels', () => {
  it('translates the built-in roles by key and keeps a custom role’s stored name', async () => {
    await loadFeatureBundles();
    const es = createI18n('es').getFixedT('es', 'system');
    expect(roleLabel(es, { roleKey: 'street_staff', roleName: '街道工作人员' })).toBe('Personal de calle');
    expect(roleLabel(es, { roleKey: 'my_custom_role', roleName: '片区专员' })).toBe('片区专员');
    const zh = createI18n('zh-CN').getFixedT('zh-CN', 'system');
    expect(roleLabel(zh, { roleKey: 'sup_admin', roleName: 'x' })).toBe('超级管理员');
  });
});
