import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notices } from '../../notices/popup-queue';

vi.mock('../../notices/NoticeCentre', () => ({ default: () => <p>notice centre</p> }));

// A day's first sign-in: a reminder this browser session has not shown.
const notices = { latest: undefined, fees: [], activities: [], reminders: [{ id: 1 }] } as unknown as Notices;

// The first figures are shown once per page load: each test gets a fresh page's modules.
async function renderPopupsAt(pathname: string) {
  vi.resetModules();
  const { NoticePopups } = await import('../../notices/NoticePopups');
  const { markFirstFiguresShown } = await import('./first-figures');
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <NoticePopups notices={notices} navigate={() => undefined} />
    </MemoryRouter>,
  );
  return markFirstFiguresShown;
}

describe("the notice centre on the dashboard's first screen", () => {
  beforeEach(() => sessionStorage.clear());

  it('loads only once the first figures are painted', async () => {
    const markFirstFiguresShown = await renderPopupsAt('/dashboard');
    // Its lazy chunk would have resolved by now had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('notice centre')).toBeNull();
    act(() => markFirstFiguresShown());
    expect(await screen.findByText('notice centre')).toBeTruthy();
  });

  it('loads at once on a page that is not the dashboard', async () => {
    await renderPopupsAt('/elderlyInfo/index');
    expect(await screen.findByText('notice centre')).toBeTruthy();
  });
});
