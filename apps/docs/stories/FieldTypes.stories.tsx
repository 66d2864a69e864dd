import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BUILT_IN_RENDERERS,
  createMemoryDataSource,
  defineHostFieldType,
  ResourceListPage,
  useResourceHost,
} from '@eldercare/admin-kit';
import {
  BUILT_IN_FIELD_TYPES,
  defineModule,
  f,
  type BuiltInFieldType,
  type FieldDeclaration,
} from '@eldercare/resource-language';
import { Input, Table } from 'antd';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResourceStoryHost } from './support/ResourceStoryHost';

declare module '@eldercare/resource-language' {
  interface HostFieldTypes {
    currency: number;
  }
}

const TYPES = Object.keys(BUILT_IN_FIELD_TYPES) as BuiltInFieldType[];

/** A value of each type as the server sends it; a type without one shows an empty cell. */
const SAMPLES: Partial<Record<BuiltInFieldType, unknown>> = {
  text: '张三',
  textarea: '每日两次测量血压',
  idCard: '110101194001011250',
  mobile: '13800000001',
  landline: '010-12345678',
  phone: '13800000001',
  email: 'zhang@example.com',
  date: '2026-11-20',
  datetime: '2026-11-20T08:00:00Z',
  month: '2026-11',
  integer: 82,
  number: 36.6,
  money: 1234.5,
  boolean: true,
  enum: '1',
  area: '341702',
  reference: 7,
  image: [{ name: 'photo.png' }],
  file: [{ name: 'contract.pdf' }],
  richText: '<p>入住<b>须知</b></p>',
};

const sampleField = (type: BuiltInFieldType): FieldDeclaration => ({
  name: type,
  type,
  label: { 'zh-CN': type, en: type, es: type },
  ...(type === 'enum'
    ? { options: [{ value: '1', label: { 'zh-CN': '男', en: 'Male', es: 'Hombre' } }] }
    : {}),
  ...(type === 'reference' ? { reference: { module: 'people', labelField: 'name' } } : {}),
});

function SampleInput({ type }: { type: BuiltInFieldType }) {
  const [value, setValue] = useState<unknown>(undefined);
  const { Input: FieldInput } = useResourceHost().renderersOf(type);
  return (
    <FieldInput
      field={sampleField(type)}
      language="zh-CN"
      dictionaries={undefined}
      readOnly={false}
      id={`input-${type}`}
      value={value}
      onChange={setValue}
    />
  );
}

/** Every built-in type: its traits (language) and its renderers (kit), cell and input side by side. */
function FieldTypeTable() {
  const rows = TYPES.map((type) => ({ type, ...BUILT_IN_FIELD_TYPES[type] }));
  return (
    <Table
      rowKey="type"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'type', dataIndex: 'type' },
        { title: 'filter', dataIndex: 'filter' },
        { title: 'storage', dataIndex: 'storage' },
        { title: 'date', dataIndex: 'date', render: (date: string | false) => date || '—' },
        { title: 'rule', dataIndex: 'rule', render: (rule?: string) => rule ?? '—' },
        {
          title: 'Cell',
          key: 'cell',
          render: (_, { type }) => {
            const { Cell } = BUILT_IN_RENDERERS[type];
            return (
              <span data-testid={`cell-${type}`}>
                <Cell
                  field={sampleField(type)}
                  value={SAMPLES[type]}
                  language="zh-CN"
                  dictionaries={undefined}
                />
              </span>
            );
          },
        },
        {
          title: 'Input',
          key: 'input',
          width: 260,
          render: (_, { type }) => (
            <>
              <label htmlFor={`input-${type}`} className="ek-visually-hidden">
                {type}
              </label>
              <SampleInput type={type} />
            </>
          ),
        },
      ]}
    />
  );
}

/** A host's own type: an amount in yuan with thousands separators, in a list cell and its filter. */
const currency = defineHostFieldType({
  type: 'currency',
  traits: { ...BUILT_IN_FIELD_TYPES.money, parse: (v) => Number(String(v).replace(/[,\s¥]/g, '')) },
  Cell: ({ value }) => <>¥{Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}</>,
  Input: ({ id, value, onChange, readOnly }) => (
    <Input
      id={id}
      prefix="¥"
      disabled={readOnly}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange?.(Number(e.target.value.replace(/,/g, '')))}
    />
  ),
  Filter: ({ id, value, onChange }) => (
    <Input
      id={id}
      prefix="≥ ¥"
      value={(Array.isArray(value) ? value[0] : undefined) ?? ''}
      onChange={(e) => onChange?.([e.target.value, null])}
    />
  ),
  chosen: false,
});

const fees = defineModule({
  key: 'storyFees',
  group: 'records',
  title: ['费用', 'Fees', 'Tarifas'],
  listRoute: '/storyFees/index',
  detailRoute: '/storyFees/details',
  detailId: 'optional',
  fields: [
    f.text('name', ['项目', 'Item', 'Concepto'], { list: true }),
    f.custom(currency, 'amount', ['金额', 'Amount', 'Importe'], { list: true }),
  ],
  filters: ['amount'],
});

const feeSource = createMemoryDataSource(fees, [
  { name: '床位费', amount: 12345.5 },
  { name: '护理费', amount: 800 },
]);
const tableSource = createMemoryDataSource(fees, []);

const meta = {
  title: 'Resource/FieldTypes',
  component: FieldTypeTable,
  decorators: [
    (Story) => (
      <ResourceStoryHost source={tableSource}>
        <Story />
      </ResourceStoryHost>
    ),
  ],
} satisfies Meta<typeof FieldTypeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BuiltInTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of TYPES) expect(canvas.getByTestId(`cell-${type}`)).toBeInTheDocument();
    expect(canvas.getByTestId('cell-money')).toHaveTextContent('1234.50');
    expect(canvas.getByTestId('cell-boolean')).toHaveTextContent('是');
    expect(canvas.getByTestId('cell-enum')).toHaveTextContent('男');
    // The money input keeps two decimals of what is typed.
    const money = canvasElement.querySelector<HTMLInputElement>('#input-money')!;
    await userEvent.type(money, '12.345');
    expect(money).toHaveValue('12.34');
  },
};

export const HostType: Story = {
  decorators: [
    (Story) => (
      <ResourceStoryHost source={feeSource} fieldTypes={[currency]}>
        <Story />
      </ResourceStoryHost>
    ),
  ],
  render: () => <ResourceListPage resource={fees} />,
  parameters: { buttons: ['查询', '重置'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText('¥12,345.50')).toBeInTheDocument();
    expect(canvas.getByText('¥800.00')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: '金额' }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(canvas.queryByText('¥800.00')).toBeNull());
    expect(canvas.getByText('¥12,345.50')).toBeInTheDocument();
  },
};
