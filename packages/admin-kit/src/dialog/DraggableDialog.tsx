import { BorderOutlined, SwitcherOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { DIALOG_WIDTH, POPUP_Z_INDEX } from '../settings/constants';
import { useDialogFrame } from './useDialogFrame';

const DialogFrame = lazy(() => import('./DialogFrame'));

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
  const [ownMaximised, setOwnMaximised] = useState(defaultMaximised);
  const maximised = maximisedProp ?? ownMaximised;
  const frame = useDialogFrame(width, height);
  const toggle = () => {
    setOwnMaximised(!maximised);
    onMaximisedChange?.(!maximised);
  };

  const header = (
    <div className="ek-dialog-title">
      <span className="ek-dialog-title-text">{title}</span>
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

  // antd renders a dialog's panel on its first opening, so the frame's code is fetched then and the
  // dialog shows once it is in (the boundary holds nothing mounted that could lose its state).
  return (
    <Suspense fallback={null}>
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
          <DialogFrame frame={frame} maximised={maximised}>
            {node}
          </DialogFrame>
        )}
      >
        {children}
      </Modal>
    </Suspense>
  );
}
