// Stories render with a font the project ships through npm (Noto Sans SC, OFL-1.1, variable weight,
// split by unicode-range so only the slices a page uses are fetched) instead of whatever the machine
// has: antd's default stack resolves to different system fonts on each machine, and the visual
// snapshots then differ in every glyph. DejaVu, which every Debian fontconfig brings, is the last
// resort for a character the font lacks.
import '@fontsource-variable/noto-sans-sc';

export const STORY_FONT = 'Noto Sans SC Variable';
export const STORY_FONT_FAMILY = `'${STORY_FONT}', 'DejaVu Sans', sans-serif`;

/**
 * Resolves once every slice of the story font that `root` shows is loaded. Text in placeholders and
 * values is not in innerText, so it is added; then two frames let layout request any face it still
 * needs, and `document.fonts.ready` waits for those too.
 */
export async function storyFontLoaded(root: HTMLElement): Promise<void> {
  const attributes = [...root.querySelectorAll<HTMLInputElement>('input, textarea')].map(
    (input) => `${input.placeholder}${input.value}`,
  );
  const text = [root.innerText, ...attributes].join('');
  await Promise.all(
    ['400', '500', '600'].map((weight) => document.fonts.load(`${weight} 14px '${STORY_FONT}'`, text)),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await document.fonts.ready;
}
