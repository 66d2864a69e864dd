import { BorderOutlined, SwitcherOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps } from 'antd';
import { Resizable } from 're-resizable';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import Draggable from 'react-draggable';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { DIALOG_MIN_HEIGHT, DIALOG_MIN_WIDTH, DIALOG_WIDTH, POPUP_Z_INDEX } from '../settings/constants';
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
 * antd Modal that can be dragged by its title, resized from its edges (min 400 × 300) and
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
      width={maximised ? '100vw' : frame.size.width}
      style={maximised ? { top: 0, paddingBottom: 0, maxWidth: '100vw' } : modalProps.style}
      styles={{
        ...styles,
        container: {
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          ...(maximised ? { borderRadius: 0 } : {}),
        },
        body: { flex: 1, overflow: 'auto' },
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
              minWidth={DIALOG_MIN_WIDTH}
              minHeight={DIALOG_MIN_HEIGHT}
              enable={maximised ? false : { right: true, bottom: true, bottomRight: true }}
              onResizeStop={(_e, _dir, ref) =>
                frame.setSize({ width: ref.offsetWidth, height: ref.offsetHeight })
              }
              handleComponent={{
                bottomRight: <span aria-hidden className="ek-dialog-resize" title={t('kit.dialog.resize')} />,
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
