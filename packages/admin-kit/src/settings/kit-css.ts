/**
 * The kit's components' look, from antd's token variables (`--ant-margin-sm`…, declared by antd 6
 * inside `KitProvider`, as in shell-css.ts): a host's theme, dark mode, density, size and text scale
 * reach them with no copy here. `KitProvider` brings the sheet once (React hoists it).
 *
 * Each rule names antd's class beside the kit's (`.ek-below.ant-alert`): antd's own rules weigh one
 * class (`:where(.css-var-…).ant-alert { margin: 0 }`), so which of two equal rules wins would depend
 * on which sheet the page got first.
 * - The filter bar sits close to the table; its items are one row apart, not antd's 24 px.
 * - The detail page's title follows the text scale (a fixed 16 px stayed small beside 150 % text).
 * - Form inputs that antd sizes by their content (number, date, range) fill their column, as text
 *   inputs do; the two halves of a number range share it.
 * - Row actions sit 4 px apart so five fit a column; a notice's row wraps its long title.
 * - The header's avatar and the bell's count are drawn here, not with antd's Avatar and Badge (~4 kB
 *   gz each of the first screen): the sizes are antd's small avatar and small badge (offset -6, 6).
 * - The bell's pop-over is 460 px, never wider than a phone's screen less the pop-over's padding and
 *   a margin (at 390 px it would run off the left edge).
 * - A settings row wraps at large text: the control goes under its label rather than past the
 *   drawer's edge.
 * - The tab strip (plain elements, no antd class to pair): tags follow the text scale (the shell's
 *   variable), 12 px at 100 %, 18 px at 150 %; the active tab is filled with the primary colour and
 *   its unsaved-changes dot turns from the error colour to the text on that fill; a tab's link keeps
 *   the tab's colour against antd's link colours, hovered too. The strip measures
 *   itself again whenever a tab's size changes, so it does not depend on this sheet applying first.
 */
export const KIT_CSS = `
.ek-filter-bar.ant-form { margin-bottom: var(--ant-margin-xs) }
.ek-filter-bar .ek-filter-item.ant-form-item { margin-bottom: var(--ant-margin-sm) }
.ek-detail-title { font-size: var(--ant-font-size-lg); margin: 0 0 var(--ant-margin-sm) }
.ek-below.ant-alert, .ek-below.ant-card, div.ek-below { margin-bottom: var(--ant-margin-sm) }
.ek-detail-actions.ant-space { margin: var(--ant-margin-xxs) 0 var(--ant-margin) }
.ek-fill.ant-input-number, .ek-fill.ant-picker, .ek-fill.ant-input, .ek-fill.ant-space { width: 100% }
.ek-half.ant-input-number { width: 50% }
.ek-import-errors.ant-table-wrapper { margin-top: 8px }
.ek-selection-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ant-margin-xs); padding: var(--ant-padding-xs) var(--ant-padding); margin-bottom: var(--ant-margin-xs); background: var(--ant-color-primary-bg); border: 1px solid var(--ant-color-primary-border); border-radius: var(--ant-border-radius) }
.ek-selection-count.ant-typography { margin-inline-end: auto }
.ek-id-card-warning.ant-typography { color: var(--ant-color-warning); font-size: var(--ant-font-size-sm) }
.ek-row-action.ant-btn.ant-btn-sm { padding-inline: 4px }
.ek-header-search { display: inline-flex; align-items: center; gap: 4px }
.ek-header-search-box.ant-select { width: 220px }
.ek-user-avatar { display: inline-flex; align-items: center; justify-content: center; flex: none; width: var(--ant-control-height-sm); height: var(--ant-control-height-sm); border-radius: 50%; overflow: hidden; background: var(--ant-color-text-placeholder); color: var(--ant-color-text-light-solid); font-size: var(--ant-font-size) }
.ek-user-avatar.ek-with-picture { background: none }
.ek-user-avatar > img { width: 100%; height: 100%; object-fit: cover }
.ek-count-badge { position: relative; display: inline-flex; margin-inline-end: 6px }
.ek-count-badge > sup { position: absolute; top: 6px; inset-inline-end: 6px; transform: translate(50%, -50%); min-width: calc(var(--ant-font-size-sm) + 4px); height: calc(var(--ant-font-size-sm) + 4px); padding: 0 4px; border-radius: var(--ant-font-size-sm); background: var(--ant-color-error); color: var(--ant-color-text-light-solid); box-shadow: 0 0 0 var(--ant-line-width) var(--ant-color-bg-container); font-size: var(--ant-font-size-sm); line-height: calc(var(--ant-font-size-sm) + 4px); text-align: center; white-space: nowrap; pointer-events: none }
.ek-notice-pop-over.ant-tabs, .ek-notice-loading { width: min(460px, calc(100vw - 48px)) }
.ek-notice-loading { min-height: 120px }
.ek-notice-list { list-style: none; margin: 0; padding: 0; max-height: 320px; overflow-y: auto }
.ek-notice-list .ek-notice-item.ant-btn { text-align: left; height: auto; white-space: normal; padding: 6px 8px }
.ek-notice-time.ant-typography { font-size: 12px }
.ek-setting-row { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; align-items: center }
.ek-setting-select.ant-select { min-width: 120px }
.ek-tags-view { display: flex; align-items: center; background: var(--ant-color-bg-container); border-bottom: var(--ant-line-width) var(--ant-line-type) var(--ant-color-border); box-shadow: var(--ant-box-shadow-tertiary) }
.ek-tags-list { display: flex; flex: 1; min-width: 0; gap: var(--ant-margin-xxs); overflow-x: auto; scrollbar-width: none; padding: var(--ant-padding-xxs) var(--ant-padding-xs); margin: 0; list-style: none }
.ek-tag { display: inline-flex; align-items: center; gap: var(--ant-margin-xxs); flex: none; min-height: calc(26px * var(--ek-text-scale, 1)); padding: 0 var(--ant-padding-xs); font-size: calc(12px * var(--ek-text-scale, 1)); border: var(--ant-line-width) var(--ant-line-type) var(--ant-color-border); background: var(--ant-color-bg-container); color: var(--ant-color-text); white-space: nowrap }
.ek-tag.ek-tag-active { border-color: var(--ant-color-primary); background: var(--ant-color-primary); color: var(--ant-color-text-light-solid) }
.ek-tag > a { display: inline-flex; align-items: center; gap: var(--ant-margin-xxs) }
.ek-tag > a, .ek-tag > a:hover, .ek-tag > a:active { color: inherit }
.ek-tag-dot { display: inline-block; width: 8px; height: 8px; border-radius: 4px; background: var(--ant-color-error) }
.ek-tag-active .ek-tag-dot { background: var(--ant-color-text-light-solid) }
.ek-tag-close { border: 0; background: transparent; color: inherit; cursor: pointer; padding: 2px; line-height: 1; border-radius: 8px }
.ek-tag-close .anticon { font-size: calc(10px * var(--ek-text-scale, 1)) }
`;
