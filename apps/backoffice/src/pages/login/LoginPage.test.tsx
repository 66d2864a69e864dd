import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import LoginPage from './LoginPage';
import { EARLY_SUBMIT_ATTRIBUTE } from './early-submit';

const page = (
  <I18nextProvider i18n={createI18n('zh-CN')}>
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage language="zh-CN" onLanguageChange={() => undefined} />
    </MemoryRouter>
  </I18nextProvider>
);

/** The prerendered page (prerender.tsx renders the same tree) in a container, not yet live. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  document.body.innerHTML = '';
});

describe('a sign-in submitted while the prerendered login page comes to life', () => {
  it('is carried out when noted by the page’s script loader before React ran', async () => {
    const container = prerendered();
    container.querySelector('form')?.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');
    const root = hydrateRoot(container, page);
    unmount = () => root.unmount();
    await act(async () => undefined);
    expect(container.textContent).toContain('请输入用户名');
    expect(container.querySelector('form')?.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('is not made up: hydrated without a submit, the page reports nothing', async () => {
    const container = prerendered();
    const root = hydrateRoot(container, page);
    unmount = () => root.unmount();
    await act(async () => undefined);
    expect(container.textContent).not.toContain('请输入用户名');
  });
});
