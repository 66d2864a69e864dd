import type { FieldDeclaration, ResourceDeclaration } from '@eldercare/resource-language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../settings/KitProvider';
import { createMemoryDataSource } from '../data/memory-data-source';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import { plainResourceInputs } from '../inputs/plain-inputs';
import { preparePageTests } from '../../test-fixtures/page-tests';
import { ResourceDetailPage } from './ResourceDetailPage';

preparePageTests();

const tx = (zh: string) => ({ 'zh-CN': zh, en: zh, es: zh });
const text = (name: string, section: string, required = false): FieldDeclaration => ({
  name,
  type: 'text',
  label: tx(name),
  required,
  section,
});

/** A first screen of ten optional fields, and a required one in the section added after it. */
const longForm: ResourceDeclaration = {
  key: 'longForm',
  group: 'personalRecords',
  title: tx('长表单'),
  listRoute: '/longForm/index',
  detailRoute: '/longForm/details',
  detailId: 'optional',
  table: 'long_form',
  titleField: 'f0',
  sections: [
    { key: 'first', title: tx('首屏') },
    { key: 'later', title: tx('其他') },
  ],
  fields: [...Array.from({ length: 10 }, (_, i) => text(`f${i}`, 'first')), text('联系人', 'later', true)],
  actions: [],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ResourceDetailPage save', () => {
  it('checks the sections not yet added to a long form, and saves nothing', async () => {
    // The lower sections are added after the next frame: with frames held, a save comes first.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const source = createMemoryDataSource(longForm, []);
    const create = vi.spyOn(source, 'create');
    render(
      <KitProvider defaultLanguage="zh-CN" persist={false}>
        <QueryClientProvider client={new QueryClient()}>
          <ResourceKitProvider
            host={{
              dataSource: () => source,
              useDictionaries: () => ({}),
              inputs: plainResourceInputs,
              navigate: () => undefined,
              download: () => undefined,
              draftOwner: { userId: 1, dataType: 'test' },
            }}
          >
            <ResourceDetailPage resource={longForm} mode="add" />
          </ResourceKitProvider>
        </QueryClientProvider>
      </KitProvider>,
    );
    await screen.findByText('首屏');
    expect(screen.queryByText('其他')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('联系人不能为空')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
