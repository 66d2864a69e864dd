import { Resizable } from 're-resizable';
import { useRef, type ReactNode, type RefObject } from 'react';
import Draggable from 'react-draggable';
import { useKitTranslation } from '../i18n/useKitTranslation';
import type { useDialogFrame } from './useDialogFrame';

export interface DialogFrameProps {
  frame: ReturnType<typeof useDialogFrame>;
  maximised: boolean;
  /** The antd panel the Modal renders. */
  children: ReactNode;
}

/**
 * The dialog's drag and resize frame: its own module so that react-draggable and re-resizable
 * (about 9 kB gzip) load with the first dialog opened, not with every page that holds a closed one.
 */
export default function DialogFrame({ frame, maximised, children }: DialogFrameProps) {
  const { t } = useKitTranslation();
  const nodeRef = useRef<HTMLDivElement>(null);
  return (
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
              <span aria-hidden className="ek-dialog-resize" title={t('kit.dialog.resize')} style={GRIP} />
            ),
          }}
        >
          {children}
        </Resizable>
      </div>
    </Draggable>
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
