/**
 * The tab strip's look from antd's token variables (see shell-css.ts). Tags follow the text scale
 * (the shell's variable): 12 px at 100 %, 18 px at 150 %. The active tab is filled with the primary
 * colour; its unsaved-changes dot turns from the error colour to the text on that fill.
 */
export const TAGS_CSS = `
.ek-tags-view { display: flex; align-items: center; background: var(--ant-color-bg-container); border-bottom: var(--ant-line-width) var(--ant-line-type) var(--ant-color-border); box-shadow: var(--ant-box-shadow-tertiary) }
.ek-tags-list { display: flex; flex: 1; min-width: 0; gap: var(--ant-margin-xxs); overflow-x: auto; scrollbar-width: none; padding: var(--ant-padding-xxs) var(--ant-padding-xs); margin: 0; list-style: none }
.ek-tag { display: inline-flex; align-items: center; gap: var(--ant-margin-xxs); flex: none; min-height: calc(26px * var(--ek-text-scale, 1)); padding: 0 var(--ant-padding-xs); font-size: calc(12px * var(--ek-text-scale, 1)); border: var(--ant-line-width) var(--ant-line-type) var(--ant-color-border); background: var(--ant-color-bg-container); color: var(--ant-color-text); white-space: nowrap }
.ek-tag.ek-tag-active { border-color: var(--ant-color-primary); background: var(--ant-color-primary); color: var(--ant-color-text-light-solid) }
.ek-tag > a { color: inherit; display: inline-flex; align-items: center; gap: var(--ant-margin-xxs) }
.ek-tag-dot { display: inline-block; width: 8px; height: 8px; border-radius: 4px; background: var(--ant-color-error) }
.ek-tag-active .ek-tag-dot { background: var(--ant-color-text-light-solid) }
.ek-tag-close { border: 0; background: transparent; color: inherit; cursor: pointer; padding: 2px; line-height: 1; border-radius: 8px }
.ek-tag-close .anticon { font-size: calc(10px * var(--ek-text-scale, 1)) }
`;
