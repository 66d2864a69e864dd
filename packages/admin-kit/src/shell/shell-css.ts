/**
 * The few rules inline styles cannot express (focus and hover states), shared by the shell's
 * skip link and every page's visually hidden heading.
 */
export const SHELL_CSS = `
.ek-visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
.ek-skip-link {
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 10000;
  padding: 8px 16px;
  background: var(--ek-color-bg-elevated);
  color: var(--ek-color-link);
  font-size: var(--ek-font-size, 14px);
  border: 2px solid currentColor;
  border-radius: 4px;
}
.ek-skip-link:focus {
  top: 8px;
}
/*
 * Menu labels wrap instead of being cut ("Personas con disca…"): the entry grows to two lines. The
 * collapsed sidebar shows icons only, so its fixed height stays. One class more than antd's own rule
 * for the item's height: which of two equal rules wins would depend on which style the page got first.
 */
.ek-menu.ant-menu.ant-menu-inline .ant-menu-item,
.ek-menu.ant-menu.ant-menu-inline .ant-menu-submenu-title {
  display: flex;
  align-items: center;
  height: auto;
  min-height: var(--ant-menu-item-height, 40px);
  padding-block: 6px;
  line-height: 1.4;
}
.ek-menu.ant-menu.ant-menu-inline .ant-menu-title-content {
  flex: 1 1 auto;
  min-width: 0;
  white-space: normal;
  overflow-wrap: anywhere;
  text-overflow: clip;
}
/* The breadcrumb gives way to the header's tools: one line, cut at its start level if it must be. */
.ek-header .ek-breadcrumb ol {
  flex-wrap: nowrap;
  white-space: nowrap;
}
/* A label that wraps (large text, long Spanish labels) grows its row instead of overlapping the next. */
.ek-app-shell .ant-form-item-label > label {
  height: auto;
  min-height: var(--ek-control-height, 32px);
}
.ek-app-shell :focus-visible {
  outline: 2px solid var(--ek-color-link);
  outline-offset: 1px;
}
`;
