import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Avatar, Badge, Button, Dropdown, Modal, Popover, Space, Tooltip } from 'antd';
import { KitProvider } from '@eldercare/admin-kit';

/**
 * Against the dashboard's long tasks on a phone: the styles of the antd components on every signed-in
 * first screen (the shell's header tools and dialogs), generated at build time by antd's own style engine
 * (scripts/prerender-styles.mjs puts them in index.html). antd's engine reads the map of style paths
 * this CSS ends with and takes each listed component's style as already on the page, so the first render
 * neither generates nor injects them: otherwise that is ~40 % of every render slice and ~20 ms of the
 * workspace's one commit, ×4 on a phone.
 *
 * With CSS variables (antd's default) a component's style does not depend on the theme's values, so one
 * extraction serves every size, text scale and theme colour: the values come from the variables antd
 * still writes at run time. Components missing from this list are styled at run time as before.
 */
export function firstScreenStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <KitProvider persist={false} language="zh-CN">
        <Space>
          <Button type="primary">primary</Button>
          <Button type="text" icon={<span />} />
          <Dropdown menu={{ items: [{ key: 'item', label: 'item' }] }}>
            <Button>dropdown</Button>
          </Dropdown>
          <Popover content="popover">
            <Badge count={1}>
              <Avatar>A</Avatar>
            </Badge>
          </Popover>
          <Tooltip title="tooltip">
            <span>tooltip</span>
          </Tooltip>
        </Space>
        <Modal open={false} />
      </KitProvider>
    </StyleProvider>,
  );
  // Only the components' rules: the theme's variables stay per user (size, colour), written at run time.
  return extractStyle(cache, { plain: true, types: 'style' });
}
