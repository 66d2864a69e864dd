// Visual snapshots of key stories: the local stand-in for Chromatic. Loaded only under vitest
// (see .storybook/main.ts). The PNGs in __screenshots__ are committed; a change beyond the
// threshold fails the run. Update on purpose: `pnpm --filter @eldercare/docs test -- --update`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import * as AppShellStories from '../stories/AppShell.stories';
import * as FilterBarStories from '../stories/FilterBar.stories';
import * as MoreMenuStories from '../stories/MoreMenu.stories';
import * as ResourcePagesStories from '../stories/ResourcePages.stories';
import { STORY_FONT, storyFontLoaded } from '../stories/support/story-font';

const shell = composeStories(AppShellStories);
const filters = composeStories(FilterBarStories);
const more = composeStories(MoreMenuStories);
const resource = composeStories(ResourcePagesStories);

function Frame({ story: Story }: { story: ComponentType }) {
  return (
    <div className="ek-visual" style={{ width: 1280 }}>
      <style>
        {
          '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}'
        }
      </style>
      <Story />
    </div>
  );
}

const meta = {
  title: 'Visual/KeyStories',
  component: Frame,
  parameters: { layout: 'fullscreen', kit: false },
  tags: ['!dev', '!autodocs'],
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

const snap =
  (name: string, ready: () => boolean): Story['play'] =>
  async ({ canvasElement }) => {
    await expect.poll(ready, { timeout: 10_000 }).toBe(true);
    const frame = canvasElement.querySelector('.ek-visual') as HTMLElement;
    // The references were taken with the font shipped through npm, never a system font:
    // a story that lost it, or a snapshot taken before its slices arrived, fails here by name.
    await storyFontLoaded(frame);
    const text = frame.querySelector('.ant-app') as HTMLElement;
    expect(getComputedStyle(text).fontFamily).toContain(STORY_FONT);
    expect(document.fonts.check(`14px '${STORY_FONT}'`, text.innerText)).toBe(true);
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
  };

const has = (selector: string) => () => Boolean(document.querySelector(selector));
/** The detail page once its record, every form section and its audit trail are in (no spinner left). */
const detailSettled = () =>
  has('.resource-detail-page [data-testid="audit-trail"]')() &&
  !document.querySelector(
    '.resource-detail-page .ant-spin-spinning, .resource-detail-page form[aria-busy="true"]',
  );
const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length > 0;

export const AppShellZh: Story = {
  args: { story: shell.Default },
  play: snap('app-shell-zh', has('.ek-sidebar')),
};
export const AppShellEn: Story = {
  args: { story: shell.English },
  play: snap('app-shell-en', has('.ek-sidebar')),
};
export const ResourceListZh: Story = {
  args: { story: resource.List },
  play: snap('resource-list-zh', rows),
};
export const ResourceListEs: Story = {
  args: { story: resource.ListSpanish },
  play: snap('resource-list-es', rows),
};
export const FilterBar: Story = {
  args: { story: filters.ThreeColumns },
  play: snap('filter-bar', has('.ek-filter-bar')),
};
export const MoreMenu: Story = {
  args: { story: more.FiveUnderMore },
  play: snap('more-menu', has('.ek-more-menu')),
};
// The dark appearance and the compact density, on the screens that show most of the kit.
export const AppShellDark: Story = {
  args: { story: shell.Dark },
  play: snap('app-shell-dark', has('.ek-sidebar')),
};
export const ResourceListDark: Story = {
  args: { story: resource.ListDark },
  play: snap('resource-list-dark', rows),
};
export const ResourceListCompact: Story = {
  args: { story: resource.ListCompact },
  play: snap('resource-list-compact', rows),
};
export const ResourceFormLook: Story = {
  args: { story: resource.Detail },
  play: snap('resource-form-look', detailSettled),
};
