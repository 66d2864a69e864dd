import { describe, expect, it } from 'vitest';
import { SIZE_CONTROL_HEIGHT, sizeTokens } from './sizes';
import { loadTextScale, saveTextScale, textScaleKey } from './text-scale';

describe('text scale', () => {
  it('is kept per user, 100 % by default and for anything unreadable', () => {
    expect(loadTextScale('7')).toBe(100);
    saveTextScale(150, '7');
    saveTextScale(112, '8');
    expect(loadTextScale('7')).toBe(150);
    expect(loadTextScale('8')).toBe(112);
    expect(loadTextScale()).toBe(100);
    localStorage.setItem(textScaleKey('9'), '175');
    expect(loadTextScale('9')).toBe(100);
  });

  it('scales text, headings and control heights together; sizes change text too', () => {
    expect(sizeTokens('medium')).toMatchObject({ fontSize: 14, controlHeight: 36, fontSizeHeading1: 38 });
    expect(sizeTokens('default').fontSize).toBe(16);
    expect(sizeTokens('mini').fontSize).toBe(12);
    expect(sizeTokens('mini').fontSizeSM).toBe(12);
    expect(sizeTokens('medium', 150)).toMatchObject({
      fontSize: 21,
      controlHeight: 54,
      fontSizeHeading1: 57,
    });
    for (const size of ['default', 'medium', 'small', 'mini'] as const)
      expect(sizeTokens(size).controlHeight).toBe(SIZE_CONTROL_HEIGHT[size]);
  });
});
