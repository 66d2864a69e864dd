import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOnWhite } from './contrast';
import { compactKeepingText, kitTheme } from './kit-theme';
import { DARK_CONTAINER_BG, DARK_HOVERED_ROW_BG, themeComponents, themeTokens } from './theme-tokens';

const COLOURS = ['#1890ff', '#13c2c2', '#52c41a', '#fa541c', '#722ed1', '#eb2f96', '#304156', '#ffd666'];
const base = { size: 'medium', textScale: 100, motion: true } as const;

describe('theme tokens in the dark appearance', () => {
  it.each(COLOURS)('keeps %s readable: links on hovered dark rows, white text on the primary fill', (c) => {
    const tokens = themeTokens(c, 'medium', 100, { appearance: 'dark' });
    for (const text of [tokens.colorLink, tokens.colorError, tokens.colorWarning, tokens.colorSuccess]) {
      expect(contrastRatio(text, DARK_HOVERED_ROW_BG)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, DARK_CONTAINER_BG)).toBeGreaterThanOrEqual(4.8);
    }
    expect(contrastRatio(tokens.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(4.8);
  });
  it('draws secondary text and empty tables in white, not black', () => {
    expect(themeTokens('#1890ff', 'medium', 100, { appearance: 'dark' }).colorTextDescription).toMatch(
      /255, 255, 255/,
    );
    expect(themeComponents('dark').Table).toEqual({ colorTextDisabled: 'rgba(255, 255, 255, 0.55)' });
  });
  it('leaves the light tokens as they were', () => {
    expect(themeTokens('#1890ff', 'medium')).toMatchObject({
      colorPrimary: readableOnWhite('#1890ff', 4.8),
      colorLink: readableOnWhite('#1890ff', 4.8),
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      controlHeight: 36,
    });
  });
});

describe('the colours antd derives in the dark appearance', () => {
  it.each(COLOURS)('keep %s text readable on a hovered dark row', (c) => {
    const t = antdTheme.getDesignToken(
      kitTheme({ ...base, themeColor: c, appearance: 'dark', density: 'default' }),
    );
    const texts = [t.colorLink, t.colorPrimaryText, t.colorError, t.colorErrorText, t.colorWarningText];
    for (const text of [...texts, t.colorSuccessText, t.colorInfoText, t.colorLinkHover]) {
      expect(contrastRatio(text, DARK_HOVERED_ROW_BG), text).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(t.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('compact density', () => {
  it("takes 4 px off the size's controls and tightens antd's spacing, the text keeping its size", () => {
    const at = (density: 'default' | 'compact') =>
      antdTheme.getDesignToken(kitTheme({ ...base, themeColor: '#1890ff', appearance: 'light', density }));
    expect(at('default')).toMatchObject({ controlHeight: 36, paddingSM: 12 });
    expect(at('compact').controlHeight).toBe(32);
    expect(at('compact').paddingSM).toBeLessThan(12);
    expect(at('compact')).toMatchObject({ fontSize: 14, lineHeight: at('default').lineHeight });
  });
});

describe('kitTheme', () => {
  const host = {
    token: { colorPrimary: '#0f766e', borderRadius: 2, colorError: '#e11d48' },
    components: { Button: { fontWeight: 600 }, Layout: { siderBg: '#042f2e' } },
    algorithm: [antdTheme.darkAlgorithm],
  };
  it("keeps the host's radii and component tokens and makes its status colours readable", () => {
    const t = kitTheme({ ...base, host, themeColor: '#0f766e', appearance: 'light', density: 'default' });
    expect(t.token).toMatchObject({ borderRadius: 2, controlHeight: 36 });
    expect(contrastRatio(t.token!.colorError!, '#ffffff')).toBeGreaterThanOrEqual(4.8);
    expect(t.token!.colorError).not.toBe(themeTokens('#0f766e', 'medium').colorError);
    expect(t.components?.Button).toEqual({ fontWeight: 600 });
    expect(t.components?.Layout).toEqual({ siderBg: '#042f2e' });
    expect(t.components?.Table).toEqual(themeComponents('light').Table);
  });
  it('takes light or dark and the density from the settings, not from the host', () => {
    const light = kitTheme({ ...base, host, themeColor: '#0f766e', appearance: 'light', density: 'default' });
    expect(light.algorithm).toEqual([antdTheme.defaultAlgorithm]);
    const dark = kitTheme({ ...base, themeColor: '#0f766e', appearance: 'dark', density: 'compact' });
    expect(dark.algorithm).toEqual([antdTheme.darkAlgorithm, compactKeepingText]);
  });
});
