import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitProvider } from '../settings/KitProvider';
import { AppShell } from './AppShell';

const menu = [{ key: 'home', title: '首页', path: '/home' }];

function Shell(props: { systemName?: string; title?: string }) {
  return (
    <KitProvider defaultLanguage="zh-CN">
      <AppShell
        menu={menu}
        location={{ pathname: '/home', search: '' }}
        navigate={() => undefined}
        {...props}
      >
        <p>page</p>
      </AppShell>
    </KitProvider>
  );
}

/** The product's name and title are the host's: the kit shows none of its own. */
describe('AppShell name and title', () => {
  afterEach(() => {
    document.title = '';
  });

  it('shows no name and leaves the document title alone when the host passes none', async () => {
    document.title = 'Host page';
    const { container } = render(<Shell />);
    await screen.findByText('page');
    expect(container.querySelector('.ek-system-name')).toBeNull();
    expect(document.title).toBe('Host page');
  });

  it("shows the host's name and sets its title", async () => {
    render(<Shell systemName="Acme back-office" title="Acme" />);
    expect(await screen.findByText('Acme back-office')).toBeVisible();
    expect(document.title).toBe('Acme');
  });
});
