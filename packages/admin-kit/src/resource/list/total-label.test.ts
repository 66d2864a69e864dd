import { describe, expect, it } from 'vitest';
import { kitI18n } from '../../i18n/kit-i18n';
import { registerResourceBundles } from '../i18n/register';

registerResourceBundles();
import { totalLabel } from './total-label';

const tOf = (language: 'zh-CN' | 'en' | 'es') => kitI18n.getFixedT(language, null, 'kit.resource');

describe('the list pager total', () => {
  it('shows an estimated total as an approximation, grouped and in the plural', () => {
    expect(totalLabel(tOf('zh-CN'), 12000, true)).toBe('约 12,000 条');
    expect(totalLabel(tOf('en'), 12000, true)).toBe('about 12,000 items');
    expect(totalLabel(tOf('es'), 12000, true)).toBe('unos 12.000 registros');
  });

  it('shows an exact total as before', () => {
    expect(totalLabel(tOf('zh-CN'), 12000, false)).toBe('共 12000 条');
    expect(totalLabel(tOf('zh-CN'), 37, undefined)).toBe('共 37 条');
    expect(totalLabel(tOf('en'), 37, false)).toBe('37 in total');
    expect(totalLabel(tOf('es'), 37, false)).toBe('37 en total');
  });
});
