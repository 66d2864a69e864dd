import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';

/** Full-screen toggle; warns 'you browser can not work' where the API is missing (SPEC §8). */
export function FullScreen() {
  const { t } = useKitTranslation();
  const { message } = App.useApp();
  const [active, setActive] = useState(
    () => typeof document !== 'undefined' && Boolean(document.fullscreenElement),
  );

  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      void message.warning(t('kit.fullScreen.unsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      void message.warning(t('kit.fullScreen.unsupported'));
    }
  };

  return (
    <Button
      type="text"
      aria-label={active ? t('kit.fullScreen.exit') : t('kit.fullScreen.enter')}
      aria-pressed={active}
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={() => void toggle()}
    />
  );
}
