import { UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState } from 'react';

/**
 * The header's small round avatar (antd Avatar size="small"), drawn here: antd's Avatar would be ~4 kB
 * gz of the first screen for one circle. A picture that fails to load falls back to the icon.
 */
export function UserAvatar({ src }: { src?: string }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState<string>();
  const picture = src && failed !== src ? src : undefined;
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: token.controlHeightSM,
        height: token.controlHeightSM,
        borderRadius: '50%',
        overflow: 'hidden',
        background: picture ? undefined : token.colorTextPlaceholder,
        color: token.colorTextLightSolid,
        fontSize: token.fontSize,
      }}
    >
      {picture ? (
        <img
          src={picture}
          alt=""
          onError={() => setFailed(picture)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <UserOutlined />
      )}
    </span>
  );
}
