/**
 * The draggable dialog's frame, title and resize handles. Brought by the frame itself (loaded with the
 * first dialog opened), not by `KitProvider`: the dialog also works in a plain antd app.
 * - antd lets clicks through the dialog's frame (pointer-events: none outside the panel): the handles
 *   take them back, or a press on the grip would reach the mask and close the dialog.
 * - The grip is two diagonal strokes in the corner, the usual sign of a resizable window; mid-grey
 *   reads on light and dark.
 * - The title leaves room for antd's close button and the maximise button beside it.
 */
export const DIALOG_CSS = `
.ek-dialog-box { position: relative; box-sizing: border-box; display: flex; flex-direction: column }
.ek-dialog-handle { position: absolute; pointer-events: auto; user-select: none }
.ek-dialog-handle-right { top: 0; right: -5px; width: 10px; height: 100%; cursor: col-resize }
.ek-dialog-handle-bottom { left: 0; bottom: -5px; width: 100%; height: 10px; cursor: row-resize }
.ek-dialog-handle-corner { right: 0; bottom: 0; width: 16px; height: 16px; z-index: 2; cursor: se-resize }
.ek-dialog-resize { display: block; width: 100%; height: 100%; border-bottom-right-radius: 8px; background: linear-gradient(135deg, transparent 0 55%, rgba(128,128,128,0.75) 55% 62%, transparent 62% 72%, rgba(128,128,128,0.75) 72% 79%, transparent 79%) }
.ek-dialog-title { display: flex; align-items: center; cursor: move; user-select: none; padding-right: 56px }
.ek-draggable-dialog[data-maximised='true'] .ek-dialog-title { cursor: default }
.ek-dialog-title-text { flex: 1; min-width: 0 }
`;
