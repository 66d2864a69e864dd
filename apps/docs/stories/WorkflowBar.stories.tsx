import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkflowBar, createMemoryDataSource, type ResourceRecord } from '@eldercare/admin-kit';
import { findResource } from '@eldercare/resources';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResourceStoryHost } from './support/ResourceStoryHost';

const requests = findResource('serviceManager')!;

/** A service request's state and the steps it allows, over an in-memory record. */
function WorkflowBarDemo({ status }: { status: string }) {
  const source = useMemo(() => createMemoryDataSource(requests, [{ demandNo: 'XQ-001', status }]), [status]);
  const [record, setRecord] = useState<ResourceRecord>(() => source.rows[0]!);
  return (
    <ResourceStoryHost source={source}>
      <WorkflowBar
        resource={requests}
        record={record}
        dictionaries={undefined}
        source={source}
        onDone={(updated) => setRecord({ ...updated })}
        onStale={() => undefined}
      />
    </ResourceStoryHost>
  );
}

const meta = {
  title: 'Resource/WorkflowBar',
  component: WorkflowBarDemo,
  args: { status: 'pending' },
  argTypes: { status: { control: 'select', options: ['pending', 'dispatched', 'cancelled'] } },
  parameters: { buttons: requests.workflow!.transitions.map((step) => step.permission ?? '') },
} satisfies Meta<typeof WorkflowBarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByTestId('workflow-bar');
    // A step that needs an opinion asks for it before it runs.
    await userEvent.click(within(bar).getByRole('button', { name: '取消需求' }));
    // The dialog's code loads on the first step asked.
    const dialog = await within(document.body).findByTestId('workflow-step-dialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消需求' }));
    await within(dialog).findByText('请填写意见');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(document.body.querySelector('[data-testid=workflow-step-dialog]')).toBeNull());
  },
};

export const Cancelled: Story = { args: { status: 'cancelled' } };
