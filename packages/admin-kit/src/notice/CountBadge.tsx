import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A red count on the corner of its child (antd Badge size="small", offset [-6, 6], 99+), drawn
 * here: antd's Badge would be ~4 kB gz of the first screen for the bell's number. Nothing
 * shows for 0. The count is for the eye; the child's accessible name carries it.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span style={{ position: 'relative', display: 'inline-flex', marginInlineEnd: 6 }}>
      {children}
      {count > 0 && (
        <sup
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: 6,
            insetInlineEnd: 6,
            transform: 'translate(50%, -50%)',
            minWidth: token.fontSizeSM + 4,
            height: token.fontSizeSM + 4,
            padding: '0 4px',
            borderRadius: token.fontSizeSM,
            background: token.colorError,
            color: token.colorTextLightSolid,
            boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBgContainer}`,
            fontSize: token.fontSizeSM,
            lineHeight: `${token.fontSizeSM + 4}px`,
            textAlign: 'center',
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
          }}
        >
          {count > 99 ? '99+' : count}
        </sup>
      )}
    </span>
  );
}
