import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { KitSize } from './sizes';
import type { TextScale } from './text-scale';
import { themeComponents, themeTokens, type Appearance, type Density } from './theme-tokens';

export interface KitThemeInput {
  /** The host's brand: tokens, component tokens and extra algorithms, under the kit's own. */
  host?: ThemeConfig;
  themeColor: string;
  size: KitSize;
  textScale: TextScale;
  appearance: Appearance;
  density: Density;
  motion: boolean;
}

type Algorithm = NonNullable<Exclude<ThemeConfig['algorithm'], readonly unknown[]>>;

// Light or dark and the density are the user's settings: a host's own copy of these would fight them.
const SETTING_ALGORITHMS: readonly Algorithm[] = [
  antdTheme.defaultAlgorithm,
  antdTheme.darkAlgorithm,
  antdTheme.compactAlgorithm,
];

const TEXT_TOKEN = /^(fontSize|lineHeight|fontHeight)/;

/**
 * antd's compact algorithm with the text left at its size: the density tightens spacing and
 * controls, the size and text-scale settings alone decide how large the text is (older readers).
 */
export const compactKeepingText: Algorithm = (seed, map) => {
  const compact = antdTheme.compactAlgorithm(seed, map);
  const regular = map ?? antdTheme.defaultAlgorithm(seed);
  const text = Object.fromEntries(Object.entries(regular).filter(([name]) => TEXT_TOKEN.test(name)));
  return { ...compact, ...text };
};

function hostAlgorithms(host: ThemeConfig | undefined): Algorithm[] {
  const given = host?.algorithm;
  const list: readonly Algorithm[] = !given ? [] : Array.isArray(given) ? given : [given as Algorithm];
  return list.filter((algorithm) => !SETTING_ALGORITHMS.includes(algorithm));
}

/** The back-office's page grey behind the cards, a default the host's brand may replace. */
const KIT_LIGHT_LAYOUT = { colorBgLayout: '#f0f2f5' };

/**
 * The one theme antd gets: the host's brand object with the kit's readable colours, sizes,
 * appearance and density over it. The host's status colours are kept, made readable like the
 * theme colour; its radii, fonts and component tokens pass through.
 */
export function kitTheme(input: KitThemeInput): ThemeConfig {
  const { host, appearance, density } = input;
  const hostToken = host?.token ?? {};
  const kitComponents = themeComponents(appearance);
  const components: NonNullable<ThemeConfig['components']> = { ...host?.components };
  for (const [name, tokens] of Object.entries(kitComponents) as [keyof typeof components, object][]) {
    // The host's component tokens win over the kit's defaults (its own sidebar colour, say).
    components[name] = { ...tokens, ...(host?.components?.[name] as object | undefined) } as never;
  }
  return {
    ...host,
    algorithm: [
      appearance === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      ...(density === 'compact' ? [compactKeepingText] : []),
      ...hostAlgorithms(host),
    ],
    token: {
      ...(appearance === 'light' ? KIT_LIGHT_LAYOUT : {}),
      ...hostToken,
      ...themeTokens(input.themeColor, input.size, input.textScale, { appearance, brand: hostToken }),
      motion: input.motion,
    },
    components,
  };
}
