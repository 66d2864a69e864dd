import type { CSSProperties } from 'react';

/**
 * The shell's rules read antd's tokens as the CSS variables antd 6 declares inside its provider
 * (`--ant-color-bg-layout`, `--ant-margin-xs`…): a host's theme, the appearance, density, size and
 * text scale reach them with no copy here. Only the text scale itself is not a token.
 */
export function shellCssVariables(textScale: number): CSSProperties {
  return { '--ek-text-scale': textScale / 100 } as CSSProperties;
}

/**
 * The shell's layout and the states inline styles cannot express (focus, hover), shared by the
 * shell's parts and every page's visually hidden heading. Values are antd's token variables. The
 * reasons live here rather than in the CSS text, which ships in the bundle:
 * - `.ek-header` grows with large text (150 % controls are 54 px) instead of cutting them.
 * - `.ek-system-name` is cut with an ellipsis on narrow screens and in long languages (full name on hover).
 * - `.ek-header-trail` shrinks before the tools do: a long Spanish trail squeezed the icons together.
 * - `.ek-header-tools` is never narrower than its buttons: the name and the trail give way instead.
 * - `.ek-wrap`: a phone or large text wraps the tools under the name rather than past the window's
 *   edge; at desktop widths and normal text the name and breadcrumb shrink instead (one row). On a
 *   phone the tools always take a row of their own: a tool arriving late (the host's data-type switch
 *   waits for a call) would make the header wrap after the first paint and push the page down.
 * - `.ek-menu`: labels wrap instead of being cut ("Personas con disca…"), the entry grows to two
 *   lines; the collapsed sidebar shows icons only, so its fixed height stays. One class more than
 *   antd's own rule for the item's height: which of two equal rules wins would depend on which style
 *   the page got first.
 * - `.ek-breadcrumb` gives way to the header's tools: one line, cut at its start level if it must be.
 * - Form labels that wrap (large text, long Spanish labels) grow their row instead of overlapping the next.
 */
export const SHELL_CSS = `
.ek-app-shell { display: flex; min-height: 100vh; background: var(--ant-color-bg-layout); color: var(--ant-color-text); font-size: var(--ant-font-size) }
.ek-main { flex: 1; min-width: 0; display: flex; flex-direction: column }
.ek-fixed-area.ek-fixed { position: sticky; top: 0; z-index: 9 }
.ek-content { flex: 1; padding: var(--ant-padding-sm); min-width: 0 }
.ek-footer { padding: var(--ant-padding-xs) var(--ant-padding-sm); text-align: center; font-size: calc(12px * var(--ek-text-scale, 1)); color: var(--ant-color-text-description) }
.ek-sidebar { flex: none; position: sticky; top: 0; height: 100vh; overflow-y: auto; overflow-x: hidden }
.ek-sidebar-resizer { position: absolute; top: 0; right: 0; width: 6px; height: 100%; cursor: col-resize; touch-action: none }
.ek-sidebar-logo { display: flex; align-items: center; gap: var(--ant-margin-xs); height: 50px; padding: 0 var(--ant-padding); font-weight: 600; white-space: nowrap; color: var(--ant-color-text-light-solid) }
.ek-sidebar-logo > span { overflow: hidden; text-overflow: ellipsis }
.ek-header { display: flex; flex-wrap: nowrap; align-items: center; min-height: 50px; gap: var(--ant-margin-xxs); padding: 0 var(--ant-padding-xs); background: var(--ant-color-bg-container); border-bottom: var(--ant-line-width) var(--ant-line-type) var(--ant-color-border-secondary) }
.ek-header .ek-sidebar-toggle { flex: none }
.ek-header-brand { display: inline-flex; align-items: center; gap: var(--ant-margin-xs); min-width: 0 }
.ek-system-name { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 360px }
.ek-header-trail { margin-left: var(--ant-margin); min-width: 0; flex: 0 1 auto; overflow: hidden }
.ek-header-tools { display: flex; flex-wrap: nowrap; align-items: center; justify-content: flex-end; margin-left: auto; flex: none }
.ek-header-tools .ek-user-button.ant-btn { padding-inline: 4px }
.ek-header.ek-wrap, .ek-header.ek-wrap .ek-header-tools { flex-wrap: wrap }
.ek-app-shell[data-device='mobile'] .ek-header-tools { flex-basis: 100% }
.ek-app-shell[data-device='mobile'] .ek-system-name { max-width: 140px }
.ek-visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0 }
.ek-skip-link { position: absolute; left: 8px; top: -100px; z-index: 10000; padding: 8px 16px; background: var(--ant-color-bg-elevated); color: var(--ant-color-link); font-size: var(--ant-font-size, 14px); border: 2px solid currentColor; border-radius: 4px }
.ek-skip-link:focus { top: 8px }
.ek-menu.ant-menu.ant-menu-inline .ant-menu-item, .ek-menu.ant-menu.ant-menu-inline .ant-menu-submenu-title { display: flex; align-items: center; height: auto; min-height: var(--ant-menu-item-height, 40px); padding-block: 6px; line-height: 1.4 }
.ek-menu.ant-menu.ant-menu-inline .ant-menu-title-content { flex: 1 1 auto; min-width: 0; white-space: normal; overflow-wrap: anywhere; text-overflow: clip }
.ek-header .ek-breadcrumb ol { flex-wrap: nowrap; white-space: nowrap }
.ek-app-shell .ant-form-item-label > label { height: auto; min-height: var(--ant-control-height, 32px) }
.ek-app-shell :focus-visible { outline: 2px solid var(--ant-color-link); outline-offset: 1px }
`;
