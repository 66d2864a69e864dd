import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DraggableDialog, type DraggableDialogProps } from '@eldercare/admin-kit';

function Demo(props: Omit<DraggableDialogProps, 'open'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <DraggableDialog {...props} open={open} onCancel={() => setOpen(false)} onOk={() => setOpen(false)}>
        <p>对话框内容：拖动标题移动，拖动右下角调整大小，点击最大化按钮铺满屏幕。</p>
      </DraggableDialog>
    </>
  );
}

const meta = {
  title: 'Feedback/DraggableDialog',
  component: Demo,
  // The docs page's props table: the kit's component, not the story's wrapper.
  subcomponents: { DraggableDialog },
  args: { title: '编辑老人信息' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogBox = () => document.querySelector('.ek-draggable-dialog') as HTMLElement;

export const Default: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    // 500 px wide, z-index 9999 (SPEC §9).
    await waitFor(() => expect(Math.round(dialogBox().getBoundingClientRect().width)).toBe(500));
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    await expect(getComputedStyle(wrap).zIndex).toBe('9999');
  },
};

export const Drag: Story = {
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog');
    const title = document.querySelector('.ek-dialog-title') as HTMLElement;
    const before = dialogBox().getBoundingClientRect();
    const start = title.getBoundingClientRect();
    const x = start.left + 20;
    const y = start.top + 8;
    fireEvent.mouseDown(title, { clientX: x, clientY: y, button: 0 });
    fireEvent.mouseMove(document, { clientX: x + 120, clientY: y + 60 });
    fireEvent.mouseUp(document, { clientX: x + 120, clientY: y + 60 });
    await waitFor(() => {
      const after = dialogBox().getBoundingClientRect();
      expect(Math.round(after.left - before.left)).toBe(120);
      expect(Math.round(after.top - before.top)).toBe(60);
    });
  },
};

export const ResizeKeepsMinimum: Story = {
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog');
    const handle = document.querySelector('.ek-dialog-resize')?.parentElement as HTMLElement;
    const r = handle.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    fireEvent.mouseDown(handle, { clientX: x, clientY: y, button: 0 });
    fireEvent.mouseMove(window, { clientX: x - 400, clientY: y - 400 });
    fireEvent.mouseUp(window, { clientX: x - 400, clientY: y - 400 });
    await waitFor(() => {
      const box = dialogBox().getBoundingClientRect();
      expect(Math.round(box.width)).toBe(400);
      expect(Math.round(box.height)).toBeGreaterThanOrEqual(300);
    });
    fireEvent.mouseDown(handle, { clientX: x, clientY: y, button: 0 });
    fireEvent.mouseMove(window, { clientX: x + 100, clientY: y + 50 });
    fireEvent.mouseUp(window, { clientX: x + 100, clientY: y + 50 });
    await waitFor(() => expect(Math.round(dialogBox().getBoundingClientRect().width)).toBeGreaterThan(400));
  },
};

export const Maximise: Story = {
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog');
    await userEvent.click(body.getByRole('button', { name: '最大化' }));
    await waitFor(() =>
      expect(Math.round(dialogBox().getBoundingClientRect().width)).toBe(window.innerWidth),
    );
    await userEvent.click(body.getByRole('button', { name: '还原' }));
    await waitFor(() => expect(Math.round(dialogBox().getBoundingClientRect().width)).toBe(500));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Edit elderly person' },
  play: async () => {
    const body = within(document.body);
    const button = await body.findByRole('button', { name: 'Maximise' });
    await waitFor(() => expect(button).toBeVisible());
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { title: 'Editar persona mayor' },
  play: async () => {
    const body = within(document.body);
    const button = await body.findByRole('button', { name: 'Maximizar' });
    await waitFor(() => expect(button).toBeVisible());
  },
};

/** Closing gives focus back to what opened the dialog (not to the body). */
export const FocusReturnsToTrigger: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const trigger = canvas.getByRole('button', { name: '打开对话框' });
    await userEvent.click(trigger);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
