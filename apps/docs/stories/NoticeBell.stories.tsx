import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeBell } from '@eldercare/admin-kit';

const meta = {
  title: 'Shell/NoticeBell',
  component: NoticeBell,
  args: {
    messages: [
      { id: 'm1', title: '系统将于今晚 22:00 维护', msgTypeName: '系统通知' },
      { id: 'm2', title: '本年度高龄老人调查工作已开始，请尽快安排确认', msgTypeName: '工作通知' },
    ],
    agenda: [{ agendaType: 'audit', promptTitle: '3 条补贴申请待审核' }],
    announcements: [{ id: 'a1', title: '关于开展养老机构等级评定的通知' }],
    fees: [{ id: 'f1', title: '请尽快缴纳会费' }],
    activities: [{ id: 'v1', activityId: '88', title: '护理员技能培训报名' }],
    showAssociation: true,
    onOpenMessage: fn(),
    onOpenAgenda: fn(),
    onOpenAnnouncement: fn(),
    onOpenFee: fn(),
    onOpenActivity: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof NoticeBell>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const TotalAndTabs: Story = {
  play: async ({ canvas, args }) => {
    // 2 messages + 1 agenda + 1 announcement + 1 fee + 1 activity.
    const bell = canvas.getByRole('button', { name: '消息通知 (6)' });
    await userEvent.click(bell);
    // The tabs are loaded on this first open: on a busy machine that takes longer than one second.
    await userEvent.click(await body().findByRole('button', { name: /本年度高龄老人/ }, { timeout: 10_000 }));
    await expect(args.onOpenMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2' }));
    await userEvent.click(bell);
    await userEvent.click(await body().findByRole('tab', { name: /公告/ }));
    await userEvent.click(await body().findByRole('button', { name: '关于开展养老机构等级评定的通知' }));
    await expect(args.onOpenAnnouncement).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
    await userEvent.click(bell);
    await userEvent.click(await body().findByRole('tab', { name: /活动通知/ }));
    await userEvent.click(await body().findByRole('button', { name: '护理员技能培训报名' }));
    await expect(args.onOpenActivity).toHaveBeenCalledWith(expect.objectContaining({ activityId: '88' }));
  },
};

export const ServerTotals: Story = {
  args: { messagesTotal: 120, agendaTotal: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '消息通知 (130)' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const WithoutAssociationTabs: Story = {
  args: { showAssociation: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '消息通知 (3)' }));
    await expect(await body().findByRole('tab', { name: /待办/ })).toBeVisible();
    await expect(body().queryByRole('tab', { name: /缴费通知/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [], agenda: [], announcements: [], fees: [], activities: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '消息通知 (0)' }));
    await expect((await body().findAllByText('暂无通知'))[0]).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications (6)' }));
    await expect(await body().findByRole('tab', { name: /Fee notices/ })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificaciones (6)' }));
    await expect(await body().findByRole('tab', { name: /Avisos de cuota/ })).toBeVisible();
  },
};
