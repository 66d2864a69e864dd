import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN.js';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** A plain antd app around one screen: what each entry here shares with its twin. */
export function mount(screen: ReactNode) {
  createRoot(document.getElementById('root')!).render(
    <ConfigProvider locale={zhCN}>
      <App>{screen}</App>
    </ConfigProvider>,
  );
}
