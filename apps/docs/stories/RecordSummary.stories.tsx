import type { Meta, StoryObj } from '@storybook/react-vite';
import { CellValue, RecordGate, RecordSummary, createMemoryDataSource } from '@eldercare/admin-kit';
import { within } from 'storybook/test';
import { elderlyFixture, makeRows } from './support/elderly-fixture';
import { ResourceStoryHost } from './support/ResourceStoryHost';

const source = createMemoryDataSource(elderlyFixture, makeRows(1));
const record = source.rows[0]!;

/** A record's fields read-only, as a custom workflow page shows them (cells as in the list). */
function RecordSummaryDemo({ columns }: { columns: number }) {
  return (
    <ResourceStoryHost source={source}>
      <RecordSummary resource={elderlyFixture} record={record} columns={columns} />
    </ResourceStoryHost>
  );
}

const meta = {
  title: 'Resource/RecordSummary',
  component: RecordSummaryDemo,
  args: { columns: 2 },
} satisfies Meta<typeof RecordSummaryDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('秋浦街道 翠微社区');
  },
};

/** One cell: dictionary labels, money, dates, as the list shows them. */
export const Cells: Story = {
  render: () => (
    <ResourceStoryHost source={source}>
      {elderlyFixture.fields.map((field) => (
        <div key={field.name}>
          {field.name}:{' '}
          <CellValue field={field} value={record[field.name]} language="zh-CN" dictionaries={undefined} />
        </div>
      ))}
    </ResourceStoryHost>
  ),
};

/** The gate of a custom page: no record chosen, not found, loading, or the page. */
export const Gate: Story = {
  render: () => (
    <ResourceStoryHost source={source}>
      <RecordGate id={undefined} loading={false} failed={false}>
        never shown
      </RecordGate>
    </ResourceStoryHost>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('请先从列表中选择一条记录');
  },
};
