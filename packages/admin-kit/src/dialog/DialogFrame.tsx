import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { DIALOG_CSS } from './dialog-css';
import { trackPress, type Offset } from './pointer-track';
import type { DialogSize, useDialogFrame } from './useDialogFrame';

export interface DialogFrameProps {
  frame: ReturnType<typeof useDialogFrame>;
  maximised: boolean;
  /** The antd panel the Modal renders. */
  children: ReactNode;
}

type Edge = 'right' | 'bottom' | 'corner';
const ORIGIN = { x: 0, y: 0 };
const FULL_WINDOW: CSSProperties = { width: '100vw', height: '100vh' };

/** A press that starts a drag: on the title, not on its buttons, left button only. */
const startsDrag = (event: React.MouseEvent | React.TouchEvent) => {
  const target = event.target as Element;
  if ('button' in event && event.button !== 0) return false;
  return Boolean(target.closest('.ek-dialog-title')) && !target.closest('button');
};

/**
 * The dialog's drag (by its title) and resize frame (right and bottom edges, bottom-right grip), within
 * the frame's bounds. Its own module, loaded with the first dialog opened; plain mouse and touch events,
 * so a dialog costs a host no drag-and-drop library.
 */
export default function DialogFrame({ frame, maximised, children }: DialogFrameProps) {
  const { t } = useKitTranslation();
  const box = useRef<HTMLDivElement>(null);
  // What the hand shows while it moves; the frame keeps the result when it lets go.
  const [moving, setMoving] = useState<{ x: number; y: number }>();
  const [resizing, setResizing] = useState<DialogSize>();
  const position = maximised ? ORIGIN : (moving ?? frame.position);
  const size = resizing ?? frame.size;

  const startDrag = (event: React.MouseEvent | React.TouchEvent) => {
    if (maximised || !startsDrag(event)) return;
    // No text selection while the title is dragged.
    if (event.type === 'mousedown') event.preventDefault();
    const from = frame.position;
    const at = ({ dx, dy }: Offset) => ({ x: from.x + dx, y: from.y + dy });
    trackPress(
      event,
      (offset) => setMoving(at(offset)),
      (offset) => {
        frame.setPosition(at(offset));
        setMoving(undefined);
      },
    );
  };

  const startResize = (edge: Edge) => (event: React.MouseEvent | React.TouchEvent) => {
    // The press stays with the grip: antd's mask behind must not take it as a click outside.
    event.stopPropagation();
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const { minWidth, maxWidth, minHeight, maxHeight } = frame.bounds;
    const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
    const sized = ({ dx, dy }: Offset): DialogSize => ({
      width: edge === 'bottom' ? rect.width : clamp(rect.width + dx, minWidth, maxWidth),
      height: edge === 'right' ? frame.size.height : clamp(rect.height + dy, minHeight, maxHeight),
    });
    trackPress(
      event,
      (offset) => setResizing(sized(offset)),
      (offset) => {
        frame.setSize(sized(offset));
        setResizing(undefined);
      },
    );
  };

  const handle = (edge: Edge, content?: ReactNode) => (
    <div
      className={`ek-dialog-handle ek-dialog-handle-${edge}`}
      onMouseDown={startResize(edge)}
      onTouchStart={startResize(edge)}
    >
      {content}
    </div>
  );

  return (
    <div
      className="ek-draggable-dialog"
      data-maximised={maximised}
      style={{ transform: `translate(${position.x}px, ${position.y}px)` }}
      onMouseDown={startDrag}
      onTouchStart={startDrag}
    >
      <style href="ek-dialog" precedence="default">
        {DIALOG_CSS}
      </style>
      <div
        ref={box}
        className="ek-dialog-box"
        // The box's size is the user's (dragged edges), within the frame's bounds.
        style={maximised ? FULL_WINDOW : { ...frame.bounds, width: size.width, height: size.height }}
      >
        {children}
        {!maximised && (
          <>
            {handle('right')}
            {handle('bottom')}
            {handle(
              'corner',
              <span aria-hidden className="ek-dialog-resize" title={t('kit.dialog.resize')} />,
            )}
          </>
        )}
      </div>
    </div>
  );
}
