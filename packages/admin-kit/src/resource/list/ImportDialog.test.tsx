import type { ResourceDeclaration } from '@eldercare/resource-language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../settings/KitProvider';
import { createMemoryDataSource } from '../data/memory-data-source';
import type { ResourceDataSource } from '../data/resource-data-source';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import { plainResourceInputs } from '../inputs/plain-inputs';
import { ImportDialog } from './ImportDialog';

const tx = (zh: string) => ({ 'zh-CN': zh, en: zh, es: zh });

const people: ResourceDeclaration = {
  key: 'people',
  group: 'personalRecords',
  title: tx('人员'),
  listRoute: '/people/index',
  detailRoute: '/people/details',
  detailId: 'optional',
  table: 'people',
  titleField: 'name',
  sections: [],
  fields: [{ name: 'name', type: 'text', label: tx('姓名') }],
  actions: [],
};

// The dialog shows once its drag-and-resize frame's code is in.
const renderDialog = async (source: ResourceDataSource, download = vi.fn()) => {
  render(
    <KitProvider defaultLanguage="en" persist={false}>
      <QueryClientProvider client={new QueryClient()}>
        <ResourceKitProvider
          host={{
            dataSource: () => source,
            useDictionaries: () => ({}),
            inputs: plainResourceInputs,
            navigate: () => undefined,
            download,
            draftOwner: { userId: 1, dataType: 'prod' },
          }}
        >
          <ImportDialog open onClose={() => {}} source={source} fieldLabel={(n) => n} templateName="people" />
        </ResourceKitProvider>
      </QueryClientProvider>
    </KitProvider>,
  );
  await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return download;
};

/** Picks a file in the dialog's upload and starts the import. */
const importFile = async () => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'people.xlsx')] } });
  const start = await screen.findByRole('button', { name: 'Import' }, { timeout: 10_000 });
  await waitFor(() => expect(start).toBeEnabled(), { timeout: 10_000 });
  fireEvent.click(start);
};

afterEach(() => cleanup());

// antd's dialog renders slowly in jsdom on a loaded machine.
describe('ImportDialog', { timeout: 30_000 }, () => {
  it('shows a refused file’s message in the dialog instead of failing unhandled', async () => {
    const source = createMemoryDataSource(people, []);
    vi.spyOn(source, 'importXlsx').mockRejectedValue({
      code: -1,
      msg: 'The Excel file could not be read, please use the exported template',
    });
    await renderDialog(source);
    await importFile();
    expect(await screen.findByTestId('import-failure', {}, { timeout: 10_000 })).toHaveTextContent(
      'The Excel file could not be read, please use the exported template',
    );
  });

  it('lists every problem of a row with its column and the typed value', async () => {
    const source = createMemoryDataSource(people, []);
    vi.spyOn(source, 'importXlsx').mockResolvedValue({
      total: 2,
      imported: 0,
      failed: 1,
      errors: [
        { row: 3, field: 'name', message: 'Name is invalid', column: 'Nombre', value: '赵 六' },
        { row: 3, field: 'idCard', message: 'Check digit is wrong', column: 'ID number', value: '123' },
        { row: 3, field: 'mobile', message: 'Mobile is required', column: 'Mobile' },
      ],
    });
    await renderDialog(source);
    await importFile();
    const report = await screen.findByTestId('import-report', {}, { timeout: 10_000 });
    expect(report).toHaveTextContent('2 rows, 0 imported, 1 failed');
    const rows = [...report.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['3', 'Nombre', '赵 六', 'Name is invalid'],
      ['3', 'ID number', '123', 'Check digit is wrong'],
      ['3', 'Mobile', '(empty)', 'Mobile is required'],
    ]);
  });

  it('downloads the module’s template from the dialog', async () => {
    const source = createMemoryDataSource(people, []);
    const bytes = new ArrayBuffer(4);
    source.importTemplate = vi.fn().mockResolvedValue(bytes);
    const download = await renderDialog(source);
    fireEvent.click(screen.getByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(bytes, 'people.xlsx'));
  });
});
