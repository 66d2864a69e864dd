import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { FilterBar, type FilterItem } from '@eldercare/admin-kit';

const items: FilterItem[] = [
  { name: 'name', label: '姓名', children: <Input placeholder="请输入姓名" allowClear /> },
  { name: 'idCard', label: '身份证号', children: <Input placeholder="请输入身份证号" allowClear /> },
  {
    name: 'gender',
    label: '性别',
    children: (
      <Select
        aria-label="性别"
        placeholder="请选择"
        allowClear
        options={[
          { value: '0', label: '男' },
          { value: '1', label: '女' },
        ]}
      />
    ),
  },
  {
    name: 'ageStart|ageEnd',
    label: '年龄',
    children: <AgeRange />,
  },
  {
    name: 'createdFrom|createdTo',
    label: '登记日期',
    children: <DatePicker.RangePicker style={{ width: '100%' }} />,
  },
];

function AgeRange({
  value,
  onChange,
}: {
  value?: [number | null, number | null];
  onChange?: (v: [number | null, number | null]) => void;
}) {
  const [start, end] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label="年龄起"
        value={start}
        onChange={(v) => onChange?.([v, end])}
        style={{ width: '50%' }}
      />
      <InputNumber
        aria-label="年龄止"
        value={end}
        onChange={(v) => onChange?.([start, v])}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

const meta = {
  title: 'List/FilterBar',
  component: FilterBar,
  args: { items, onQuery: fn(), onReset: fn() },
  parameters: { buttons: ['查询', '重置'] },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QueryTrimsAndSplitsRanges: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('姓名'), '  张三  ');
    await userEvent.type(canvas.getByLabelText('年龄起'), '60');
    await userEvent.type(canvas.getByLabelText('年龄止'), '80');
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ name: '张三', ageStart: 60, ageEnd: 80 });
  },
};

export const ResetClears: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('身份证号'), '110101');
    await userEvent.click(canvas.getByRole('button', { name: /重\s*置/ }));
    await expect(canvas.getByLabelText('身份证号')).toHaveValue('');
    await expect(args.onReset).toHaveBeenCalled();
    await expect(args.onQuery).toHaveBeenLastCalledWith({});
  },
};

/** Three columns with 80 px labels. */
export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const cols = canvasElement.querySelectorAll('.ant-col-8');
    await expect(cols.length).toBe(items.length);
    const label = canvasElement.querySelector('.ant-form-item-label') as HTMLElement;
    await expect(label.getBoundingClientRect().width).toBe(80);
  },
};

/** Without the 查询 / 重置 permissions the buttons are gone. */
export const WithoutPermissions: Story = {
  parameters: { buttons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /查\s*询/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /重\s*置/ })).toBeNull();
  },
};

/**
 * A host whose grants are not the Chinese button names passes its own keys (`queryPermission`,
 * `resetPermission`); the buttons come back.
 */
export const OwnPermissionKeys: Story = {
  args: { queryPermission: 'biz:elderly:query', resetPermission: 'biz:elderly:reset' },
  parameters: { buttons: ['biz:elderly:query', 'biz:elderly:reset'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /查\s*询/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重\s*置/ })).toBeVisible();
  },
};

/** A key that is not granted removes its button and says so on the console (development only). */
export const MissingGrantWarns: Story = {
  args: { queryPermission: 'story:filter:query', resetPermission: null },
  parameters: { buttons: [] },
  // The warning is logged while rendering, before play: spy first (Storybook restores it after).
  beforeEach: () => {
    spyOn(console, 'warn');
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /查\s*询/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /重\s*置/ })).toBeVisible();
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"story:filter:query"'));
  },
};

/** Below 992 px: one column, two fields, 展开 shows the rest. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThan(992);
    await expect(canvas.queryByLabelText('性别')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /展开/ }));
    await expect(canvas.getByLabelText('性别')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: items
      .slice(0, 3)
      .map((i) => ({ ...i, label: { name: 'Name', idCard: 'ID number', gender: 'Gender' }[i.name] })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Search/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Reset/ })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    items: items.slice(0, 2).map((i) => ({ ...i, label: { name: 'Nombre', idCard: 'Documento' }[i.name] })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Buscar/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Restablecer/ })).toBeVisible();
  },
};
