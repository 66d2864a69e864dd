import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { expect } from 'storybook/test';
import { Permission, PermissionProvider, usePermission, writeStoredButtons } from '@eldercare/admin-kit';

function Toolbar() {
  const can = usePermission();
  return (
    <Space orientation="vertical">
      <Space>
        <Permission name="新增">
          <Button type="primary">新增</Button>
        </Permission>
        <Permission name="导出">
          <Button>导出</Button>
        </Permission>
        <Permission name="删除" fallback={<span>（无删除权限）</span>}>
          <Button danger>删除</Button>
        </Permission>
      </Space>
      <span data-testid="hook">{can('导出') ? 'hook: 导出 ✓' : 'hook: 导出 ✗'}</span>
    </Space>
  );
}

const meta = {
  title: 'Access/Permission',
  component: Toolbar,
  // The docs page's props tables: the kit's components, not the story's wrapper.
  subcomponents: { Permission, PermissionProvider },
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads session storage `btns` as the host stores it for the page. */
export const FromSessionStorage: Story = {
  beforeEach: () => {
    writeStoredButtons([{ name: '新增', perms: 'biz:elderly:add' }, '导出']);
    return () => sessionStorage.removeItem('btns');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除' })).toBeNull();
    await expect(canvas.getByText('（无删除权限）')).toBeVisible();
    await expect(canvas.getByTestId('hook')).toHaveTextContent('hook: 导出 ✓');
  },
};

/** Nothing granted: every gated element is removed. */
export const NothingGranted: Story = {
  parameters: { buttons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByTestId('hook')).toHaveTextContent('hook: 导出 ✗');
  },
};

/** A provided list (PermissionProvider) instead of session storage. */
export const Provided: Story = {
  parameters: { buttons: ['删除'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '删除' })).toBeVisible();
  },
};
