import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';

/**
 * The header's small round avatar (antd Avatar size="small"), drawn here: antd's Avatar would be ~4 kB
 * gz of the first screen for one circle. A picture that fails to load falls back to the icon.
 */
export function UserAvatar({ src }: { src?: string }) {
  const [failed, setFailed] = useState<string>();
  const picture = src && failed !== src ? src : undefined;
  return (
    <span aria-hidden="true" className={picture ? 'ek-user-avatar ek-with-picture' : 'ek-user-avatar'}>
      {picture ? <img src={picture} alt="" onError={() => setFailed(picture)} /> : <UserOutlined />}
    </span>
  );
}
