import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TabPanels, TabsProvider, TagsView } from '@eldercare/admin-kit';
import { routeTitle } from './support/demo-menu';
import { DemoPage } from './support/DemoPage';
import { useMemoryLocation } from './support/useMemoryLocation';

/** TabPanels needs the TabsProvider; the buttons stand in for a menu. */
function KeepAlive() {
  const { location, navigate } = useMemoryLocation('/elderlyInfo/index');
  return (
    <TabsProvider location={location} navigate={navigate} routeTitle={routeTitle} persist={false}>
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => navigate('/elderlyInfo/index')}>去 老年人信息</Button>
        <Button onClick={() => navigate('/disabledInfo/index')}>去 残疾人信息</Button>
      </Space>
      <TagsView />
      <TabPanels render={(tab) => <DemoPage tab={tab} />} />
    </TabsProvider>
  );
}

const meta = {
  title: 'Shell/TabPanels',
  component: TabPanels,
  args: { render: (tab) => <DemoPage tab={tab} /> },
  render: () => <KeepAlive />,
} satisfies Meta<typeof TabPanels>;
export default meta;
type Story = StoryObj<typeof meta>;

const visible = (elements: HTMLElement[]) => elements.filter((element) => element.checkVisibility());

/** Every open tab stays mounted inside <Activity>: a hidden page keeps its state; only one shows. */
export const HiddenTabsKeepState: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '计数 +1' }));
    await userEvent.click(canvas.getByRole('button', { name: '计数 +1' }));
    await expect(canvas.getByTestId('count')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: '去 残疾人信息' }));
    await waitFor(() =>
      expect(visible(canvas.getAllByTestId('page-path'))[0]).toHaveTextContent('/disabledInfo/index'),
    );
    // Both pages are mounted, one is shown.
    await expect(canvas.getAllByTestId('count')).toHaveLength(2);
    await expect(visible(canvas.getAllByTestId('count'))).toHaveLength(1);
    await expect(visible(canvas.getAllByTestId('count'))[0]).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('button', { name: '去 老年人信息' }));
    await waitFor(() => expect(visible(canvas.getAllByTestId('count'))[0]).toHaveTextContent('2'));
  },
};
