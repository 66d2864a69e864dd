import { BorderOutlined, SwitcherOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps } from 'antd';
import { Resizable } from 're-resizable';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import Draggable from 'react-draggable';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { DIALOG_WIDTH, POPUP_Z_INDEX } from '../settings/constants';
import { useDialogFrame } from './useDialogFrame';

export interface DraggableDialogProps extends Omit<ModalProps, 'title' | 'width' | 'modalRender'> {
  title?: ReactNode;
  /** Initial width in px (SPEC §9: 500). */
  width?: number;
  /** Initial height in px; by default the content decides. */
  height?: number;
  /** Controlled maximised state. */
  maximised?: boolean;
  defaultMaximised?: boolean;
  onMaximisedChange?: (maximised: boolean) => void;
}

/**
 * antd Modal that can be dragged by its title, resized from its edges and its bottom-right grip
 * (min 400 × 300, at most the window) and
 * maximised; it sits at the popup z-index 9999 (SPEC §9).
 */
export function DraggableDialog({
  title,
  width = DIALOG_WIDTH,
  height,
  maximised: maximisedProp,
  defaultMaximised = false,
  onMaximisedChange,
  children,
  styles,
  zIndex = POPUP_Z_INDEX,
  ...modalProps
}: DraggableDialogProps) {
  const { t } = useKitTranslation();
  const nodeRef = useRef<HTMLDivElement>(null);
  const [ownMaximised, setOwnMaximised] = useState(defaultMaximised);
  const maximised = maximisedProp ?? ownMaximised;
  const frame = useDialogFrame(width, height);
  const toggle = () => {
    setOwnMaximised(!maximised);
    onMaximisedChange?.(!maximised);
  };

  const header = (
    <div
      className="ek-dialog-title"
      style={{
        display: 'flex',
        alignItems: 'center',
        cursor: maximised ? 'default' : 'move',
        userSelect: 'none',
        paddingRight: 56,
      }}
    >
      <span style={{ flex: 1, minWidth: 0 }}>{title}</span>
      <Button
        type="text"
        size="small"
        aria-label={maximised ? t('kit.dialog.restore') : t('kit.dialog.maximise')}
        icon={maximised ? <SwitcherOutlined /> : <BorderOutlined />}
        onClick={toggle}
        onMouseDown={(e) => e.stopPropagation()}
      />
    </div>
  );

  return (
    <Modal
      {...modalProps}
      title={header}
      zIndex={zIndex}
      width={maximised ? '100vw' : Math.min(frame.size.width, frame.bounds.maxWidth)}
      style={maximised ? { top: 0, paddingBottom: 0, maxWidth: '100vw' } : modalProps.style}
      styles={{
        ...styles,
        // The panel fills the resizable box and never outgrows it: a tall form scrolls its body,
        // so the footer's buttons stay on screen (新增用户 was 1,050 px tall in a 900 px window).
        container: {
          display: 'flex',
          flexDirection: 'column',
          flex: '1 1 auto',
          minHeight: 0,
          ...(maximised ? { borderRadius: 0 } : {}),
        },
        header: { flex: 'none' },
        body: { flex: '1 1 auto', minHeight: 0, overflow: 'auto' },
        footer: { flex: 'none' },
      }}
      modalRender={(node) => (
        <Draggable
          nodeRef={nodeRef as RefObject<HTMLElement>}
          handle=".ek-dialog-title"
          cancel="button"
          disabled={maximised}
          position={maximised ? { x: 0, y: 0 } : frame.position}
          onStop={(_, data) => frame.setPosition({ x: data.x, y: data.y })}
        >
          <div ref={nodeRef} className="ek-draggable-dialog" data-maximised={maximised}>
            <Resizable
              size={maximised ? { width: '100vw', height: '100vh' } : frame.size}
              {...(maximised ? {} : frame.bounds)}
              style={{ display: 'flex', flexDirection: 'column' }}
              enable={maximised ? false : { right: true, bottom: true, bottomRight: true }}
              onResizeStop={(_e, _dir, ref) =>
                frame.setSize({ width: ref.offsetWidth, height: ref.offsetHeight })
              }
              // antd lets clicks through the dialog's frame (pointer-events: none outside the
              // panel), which took the handles with it: a press on the grip reached the mask and
              // closed the dialog. The grip sits inside the corner and is drawn (it was 0 × 0).
              handleWrapperStyle={{ pointerEvents: 'auto' }}
              handleStyles={{ bottomRight: GRIP_BOX }}
              handleComponent={{
                bottomRight: (
                  <span
                    aria-hidden
                    className="ek-dialog-resize"
                    title={t('kit.dialog.resize')}
                    style={GRIP}
                  />
                ),
              }}
            >
              {node}
            </Resizable>
          </div>
        </Draggable>
      )}
    >
      {children}
    </Modal>
  );
}

const GRIP_SIZE = 16;

const GRIP_BOX = { right: 0, bottom: 0, width: GRIP_SIZE, height: GRIP_SIZE, zIndex: 2 } as const;

/** Two diagonal strokes in the corner, the usual sign of a resizable window. */
const GRIP = {
  display: 'block',
  width: '100%',
  height: '100%',
  borderBottomRightRadius: 8,
  background:
    'linear-gradient(135deg, transparent 0 55%, rgba(0,0,0,0.35) 55% 62%, transparent 62% 72%, rgba(0,0,0,0.35) 72% 79%, transparent 79%)',
} as const;
