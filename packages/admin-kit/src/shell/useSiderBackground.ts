import { ConfigProvider, theme } from 'antd';
import { useContext } from 'react';

/**
 * The sidebar's background: antd's Layout `siderBg` token as the provider sets it (the kit's dark
 * navy in the light appearance, a host's own colour after a re-brand), so the aside around the menu
 * and the dark menu inside it are one colour.
 */
export function useSiderBackground(): string {
  const { theme: config } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  return (
    config?.components?.Layout?.siderBg ?? config?.components?.Menu?.darkItemBg ?? token.colorBgSpotlight
  );
}
