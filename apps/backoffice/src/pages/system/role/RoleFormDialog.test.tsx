import { ApiError, type ApiClient, type RequestConfig } from '@eldercare/api-client';
import { ApiClientProvider } from '@eldercare/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n, loadFeatureBundles } from '../../../i18n';
import { RoleFormDialog } from './RoleFormDialog';

beforeAll(async () => {
  // antd's grid and the tree's virtual list watch the screen through APIs jsdom lacks.
  const quiet = { addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, ...quiet }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  await loadFeatureBundles(['zh-CN']);
});

/** The dialog over a client whose menu tree is empty and whose saves answer `save`. */
async function renderDialog(save: (config: RequestConfig) => Promise<unknown>) {
  let closed = 0;
  const request = (config: RequestConfig) => (config.method === 'GET' ? Promise.resolve([]) : save(config));
  const client = { baseURL: '', request, t: (key: string) => key } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n('zh-CN')}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <App>
            <RoleFormDialog open role={null} onClose={() => (closed += 1)} />
          </App>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
  for (const [label, value] of [
    ['角色标识', 'e2e_role'],
    ['角色名称', '测试角色'],
    ['英文名称', 'Test role'],
    ['西班牙文名称', 'Rol de prueba'],
  ] as const)
    fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  fireEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
  return { dialog, closed: () => closed };
}

describe('the role dialog', { timeout: 40_000 }, () => {
  it('puts a field error the server names under that field and stays open', async () => {
    const refusal = new ApiError({
      code: -1,
      msg: '名称已被占用',
      kind: 'business',
      data: { field: 'roleNameI18n.zh-CN' },
    });
    const { dialog, closed } = await renderDialog(() => Promise.reject(refusal));
    const name = await waitFor(() => {
      const item = dialog.getByLabelText('角色名称').closest('.ant-form-item');
      expect(item?.textContent).toContain('名称已被占用');
      return item;
    });
    expect(name?.classList.contains('ant-form-item-has-error')).toBe(true);
    expect(closed()).toBe(0);
  });

  it('sends the role with its menus and closes once saved', async () => {
    const sent: unknown[] = [];
    const { closed } = await renderDialog((config) => {
      sent.push(config.data);
      return Promise.resolve({ roleId: 9 });
    });
    await waitFor(() => expect(closed()).toBe(1));
    expect(sent).toEqual([
      {
        roleKey: 'e2e_role',
        roleNameI18n: { 'zh-CN': '测试角色', en: 'Test role', es: 'Rol de prueba' },
        menuIds: [],
      },
    ]);
  });
});
