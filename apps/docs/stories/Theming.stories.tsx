import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ThemeConfig } from 'antd';
import { Button, Space, Table, theme } from 'antd';
import { expect } from 'storybook/test';
import { KitProvider } from '@eldercare/admin-kit';
import { STORY_FONT_FAMILY } from './support/story-font';

/** A sister product's brand: one antd theme object (the one examples/sister-app passes). */
const brand = {
  token: { colorPrimary: '#0f766e', borderRadius: 10, fontFamily: STORY_FONT_FAMILY },
  components: { Layout: { siderBg: '#042f2e' } },
} satisfies ThemeConfig;

const rows = [
  { key: 1, name: '王秀英', level: '自理' },
  { key: 2, name: '李淑珍', level: '半失能' },
];

/** A few kit-themed antd parts: a primary button, a link, a danger link and a table. */
function Sample() {
  const { token } = theme.useToken();
  return (
    <Space
      orientation="vertical"
      style={{ width: 400, padding: token.padding, background: token.colorBgContainer }}
    >
      <Space>
        <Button type="primary" data-testid="primary">
          查询
        </Button>
        <Button type="link">查看</Button>
        <Button type="link" danger>
          删除
        </Button>
      </Space>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '照护等级', dataIndex: 'level' },
        ]}
      />
    </Space>
  );
}

interface BrandDemoProps {
  appearance: 'light' | 'dark';
  density: 'default' | 'compact';
}

function BrandDemo({ appearance, density }: BrandDemoProps) {
  return (
    <KitProvider theme={brand} appearance={appearance} density={density} persist={false} motion={false}>
      <Sample />
    </KitProvider>
  );
}

const meta = {
  title: 'Docs/Theming',
  component: BrandDemo,
  subcomponents: { KitProvider },
  args: { appearance: 'light', density: 'default' },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['light', 'dark'] },
    density: { control: 'inline-radio', options: ['default', 'compact'] },
  },
  tags: ['!autodocs'],
} satisfies Meta<typeof BrandDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const primary = (canvas: HTMLElement) => canvas.querySelector('[data-testid="primary"]') as HTMLElement;

/** The brand's colour and corners reach antd through the kit's provider, with no ConfigProvider of its own. */
export const Brand: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(primary(canvasElement));
    await expect(style.backgroundColor).toBe('rgb(15, 118, 110)');
    await expect(style.borderTopLeftRadius).toBe('10px');
  },
};

/** The same brand, dark: the table turns dark, the brand's radius stays. */
export const BrandDark: Story = {
  args: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('.ant-table') as HTMLElement;
    await expect(getComputedStyle(table).backgroundColor).toBe('rgb(20, 20, 20)');
    await expect(getComputedStyle(primary(canvasElement)).borderTopLeftRadius).toBe('10px');
  },
};

/** The same brand, compact: 4 px off the 36 px control, the text as large as before. */
export const BrandCompact: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement }) => {
    const button = primary(canvasElement);
    await expect(button.getBoundingClientRect().height).toBe(32);
    await expect(getComputedStyle(button).fontSize).toBe('14px');
  },
};
