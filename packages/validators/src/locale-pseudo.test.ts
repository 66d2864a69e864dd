import { describe, expect, it } from 'vitest';
import { pseudoLocalise } from './locale-pseudo';

const visibleLength = (text: string) => text.replace(/{{[^}]*}}|{[^{}]*}|<[^>]*>/g, '').length;

describe('pseudoLocalise', () => {
  it('brackets and accents every letter', () => {
    const text = pseudoLocalise('Save');
    expect(text).toMatch(/^\[Šáṽé.*\]$/);
    expect(text).not.toMatch(/[a-zA-Z]/);
  });

  it.each([
    'User management',
    'Are you sure you want to delete this record?',
    'Drag to resize the sidebar and keep it that way',
  ])('makes "%s" 30–40 %% longer', (source) => {
    const growth = pseudoLocalise(source).length / source.length - 1;
    expect(growth).toBeGreaterThanOrEqual(0.3);
    expect(growth).toBeLessThanOrEqual(0.4);
  });

  it('keeps placeholders and markup for the translation framework', () => {
    const text = pseudoLocalise('{{count}} items, {name} and <1>more</1> $t(kit.common.save)');
    expect(text).toContain('{{count}}');
    expect(text).toContain('{name}');
    expect(text).toContain('<1>');
    expect(text).toContain('</1>');
    expect(text).toContain('$t(kit.common.save)');
    expect(visibleLength(text)).toBeGreaterThan(visibleLength('{{count}} items, {name} and <1>more</1>'));
  });

  it('leaves empty and blank texts alone', () => {
    expect(pseudoLocalise('')).toBe('');
    expect(pseudoLocalise('  ')).toBe('  ');
  });
});
