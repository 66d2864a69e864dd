import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FullScreen } from '@eldercare/admin-kit';

const meta = {
  title: 'Shell/FullScreen',
  component: FullScreen,
} satisfies Meta<typeof FullScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The browser's Fullscreen API, stood in for: a story frame may not go full screen, so the document's
 * `requestFullscreen` / `exitFullscreen` are replaced by ones that flip `fullscreenElement` and fire
 * `fullscreenchange` as the browser would.
 */
function fakeFullscreen() {
  let element: Element | null = null;
  const fire = () => document.dispatchEvent(new Event('fullscreenchange'));
  const restore = [
    stub(document, 'fullscreenEnabled', { get: () => true }),
    stub(document, 'fullscreenElement', { get: () => element }),
    stub(document.documentElement, 'requestFullscreen', {
      value: async () => {
        element = document.documentElement;
        fire();
      },
    }),
    stub(document, 'exitFullscreen', {
      value: async () => {
        element = null;
        fire();
      },
    }),
  ];
  return () => restore.forEach((undo) => undo());
}

function stub(target: object, key: string, descriptor: PropertyDescriptor) {
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
  // Deleting the own property uncovers the prototype's (the real API) again.
  return () => delete (target as Record<string, unknown>)[key];
}

/** Enter and leave full screen: the label and pressed state follow `fullscreenchange`. */
export const EnterAndExit: Story = {
  beforeEach: fakeFullscreen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    const exit = await canvas.findByRole('button', { name: '退出全屏' });
    await expect(exit).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(exit);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '全屏' })).toHaveAttribute('aria-pressed', 'false'),
    );
  },
};

/** Without the API (SPEC §8's message, kept word for word). */
export const Unsupported: Story = {
  beforeEach: () => stub(document, 'fullscreenEnabled', { get: () => false }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    await expect(await within(document.body).findByText('you browser can not work')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全屏' })).toHaveAttribute('aria-pressed', 'false');
  },
};
