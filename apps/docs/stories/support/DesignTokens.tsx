import { Button, ConfigProvider, Input, Space, Table, Tag } from 'antd';
import {
  DEFAULT_THEME_COLOR,
  KIT_SIZES,
  ROLE_THEME_CLASSES,
  SIZE_CONTROL_HEIGHT,
  roleThemeOf,
  themeTokens,
  type RoleTheme,
} from '@eldercare/admin-kit';

/** Role keys (SPEC §6) that pick each role theme; any other key is 'enterprise'. */
const ROLE_EXAMPLES: Record<RoleTheme, string[]> = {
  operation: ['sup_admin', 'sys_admin', 'operate_summary_manage', 'operate_manage'],
  maintenance: ['dev_manage'],
  enterprise: ['street_manage', 'institution_manage', '(any other)'],
};

/**
 * The kit's design tokens, read from the kit itself (not copied), so this page cannot drift: the colour
 * tokens themeTokens() derives from the default theme colour, the four sizes with a sample control in
 * each, and the role themes.
 */
export function DesignTokens({ themeColor = DEFAULT_THEME_COLOR }: { themeColor?: string }) {
  const colours = Object.entries(themeTokens(themeColor, 'medium')).filter(([name]) =>
    name.startsWith('color'),
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <section aria-label="颜色">
        <h3>Colour tokens (themeColor {themeColor})</h3>
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={colours.map(([name, value]) => ({ name, value: String(value) }))}
          columns={[
            { key: 'name', dataIndex: 'name', title: 'antd token' },
            {
              key: 'value',
              dataIndex: 'value',
              title: 'value',
              render: (value: string) => (
                <Space>
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-block',
                      width: 16,
                      height: 16,
                      background: value,
                      border: '1px solid #ccc',
                    }}
                  />
                  <code>{value}</code>
                </Space>
              ),
            },
          ]}
        />
      </section>
      <section aria-label="尺寸">
        <h3>Sizes</h3>
        <Space orientation="vertical">
          {KIT_SIZES.map((size) => (
            // Each row gets the kit's tokens for that size, as KitProvider would give them.
            <ConfigProvider key={size} theme={{ token: themeTokens(themeColor, size) }}>
              <Space data-testid={`size-${size}`}>
                <Tag style={{ width: 120 }}>{`${size} · ${SIZE_CONTROL_HEIGHT[size]} px`}</Tag>
                <Button type="primary">查询</Button>
                <Input aria-label={`${size} 示例输入`} placeholder="请输入" style={{ width: 160 }} />
              </Space>
            </ConfigProvider>
          ))}
        </Space>
      </section>
      <section aria-label="角色主题">
        <h3>Role themes</h3>
        <Table
          size="small"
          pagination={false}
          rowKey="theme"
          dataSource={(Object.keys(ROLE_THEME_CLASSES) as RoleTheme[]).map((theme) => ({
            theme,
            className: ROLE_THEME_CLASSES[theme],
            roles: ROLE_EXAMPLES[theme]
              .filter((role) => role.startsWith('(') || roleThemeOf(role) === theme)
              .join(', '),
          }))}
          columns={[
            { key: 'theme', dataIndex: 'theme', title: 'role theme' },
            {
              key: 'className',
              dataIndex: 'className',
              title: '<body> class',
              render: (v: string) => <code>{v}</code>,
            },
            { key: 'roles', dataIndex: 'roles', title: 'first role key' },
          ]}
        />
      </section>
    </Space>
  );
}
