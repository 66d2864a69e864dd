import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BUILT_IN_RENDERERS,
  createMemoryDataSource,
  defineHostFieldType,
  ResourceListPage,
  useFieldRenderers,
} from '@eldercare/admin-kit';
import {
  BUILT_IN_FIELD_TYPES,
  defineModule,
  f,
  type BuiltInFieldType,
  type FieldDeclaration,
} from '@eldercare/resource-language';
import { Rate, Select, Table } from 'antd';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResourceStoryHost } from './support/ResourceStoryHost';

declare module '@eldercare/resource-language' {
  interface HostFieldTypes {
    rating: number;
  }
}

const TYPES = Object.keys(BUILT_IN_FIELD_TYPES) as BuiltInFieldType[];
/** `STARS.slice(5 - n, 10 - n)` is n full stars then 5 - n empty ones. */
const STARS = '★★★★★☆☆☆☆☆';

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
  const { Input: FieldInput } = useFieldRenderers()(type);
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

/** A host's own type: a satisfaction score of one to five stars, picked and filtered as stars. */
const rating = defineHostFieldType({
  type: 'rating',
  traits: { ...BUILT_IN_FIELD_TYPES.integer, filter: 'eq', rule: undefined },
  Cell: ({ value }) => (
    <span aria-label={`${Number(value)} / 5`}>{STARS.slice(5 - Number(value), 10 - Number(value))}</span>
  ),
  Input: ({ id, value, onChange, readOnly }) => (
    <Rate id={id} disabled={readOnly} value={Number(value ?? 0)} onChange={(next) => onChange?.(next)} />
  ),
  Filter: ({ id, value, onChange }) => (
    <Select
      id={id}
      allowClear
      value={value}
      onChange={onChange}
      options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: STARS.slice(5 - n, 10 - n) }))}
    />
  ),
  chosen: true,
});

const visits = defineModule({
  key: 'storyVisits',
  group: 'records',
  title: ['回访', 'Follow-ups', 'Seguimientos'],
  listRoute: '/storyVisits/index',
  detailRoute: '/storyVisits/details',
  detailId: 'optional',
  fields: [
    f.text('name', ['老人', 'Resident', 'Residente'], { list: true }),
    f.custom(rating, 'satisfaction', ['满意度', 'Satisfaction', 'Satisfacción'], { list: true }),
  ],
  filters: ['satisfaction'],
});

const visitSource = createMemoryDataSource(visits, [
  { name: '王秀英', satisfaction: 5 },
  { name: '李建国', satisfaction: 3 },
]);
const tableSource = createMemoryDataSource(visits, []);

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
      <ResourceStoryHost source={visitSource} fieldTypes={[rating]}>
        <Story />
      </ResourceStoryHost>
    ),
  ],
  render: () => <ResourceListPage resource={visits} />,
  parameters: { buttons: ['查询', '重置'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByLabelText('5 / 5')).toHaveTextContent('★★★★★');
    expect(canvas.getByLabelText('3 / 5')).toHaveTextContent('★★★☆☆');
    await userEvent.click(canvas.getByRole('combobox', { name: '满意度' }));
    await userEvent.click(await within(document.body).findByTitle('★★★★★'));
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(canvas.queryByLabelText('3 / 5')).toBeNull());
    expect(canvas.getByLabelText('5 / 5')).toBeInTheDocument();
  },
};
