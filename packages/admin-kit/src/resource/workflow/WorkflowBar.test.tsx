import type { ResourceAuditEntry, ResourceRecord } from '@eldercare/contract';
import type { ResourceDeclaration } from '@eldercare/resource-language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../permission/PermissionProvider';
import { KitProvider } from '../../settings/KitProvider';
import { createMemoryDataSource } from '../data/memory-data-source';
import { ResourceKitProvider } from '../host/ResourceKitProvider';
import { plainResourceInputs } from '../inputs/plain-inputs';
import { WorkflowBar } from './WorkflowBar';

const tx = (zh: string) => ({ 'zh-CN': zh, en: zh, es: zh });

/** draft → submitted → approved | returned, as the review workflows declare it. */
const plans: ResourceDeclaration = {
  key: 'plans',
  group: 'providerManagement',
  title: tx('计划'),
  listRoute: '/plans/index',
  detailRoute: '/plans/details',
  detailId: 'optional',
  table: 'plans',
  titleField: 'name',
  fields: [{ name: 'auditStatus', type: 'enum', label: tx('审核状态'), options: [] }],
  actions: [],
  sections: [],
  workflow: {
    field: 'auditStatus',
    initial: 'draft',
    transitions: [
      { key: 'submit', from: ['draft'], to: 'submitted', title: tx('提交'), permission: '提交' },
      { key: 'approve', from: ['submitted'], to: 'approved', title: tx('审核通过'), permission: '审核' },
    ],
  },
};

const submitBy = (userId: number): ResourceAuditEntry => ({
  id: 2,
  action: 'step',
  userId,
  userName: `user${userId}`,
  changes: [],
  createdAt: '2026-11-20T08:00:00Z',
  step: 'submit',
});

const renderBar = (signedIn: number, trail: ResourceAuditEntry[]) => {
  const source = createMemoryDataSource(plans, [{ auditStatus: 'submitted' }]);
  vi.spyOn(source, 'audit').mockResolvedValue(trail);
  const record = source.rows[0] as ResourceRecord;
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
            draftOwner: { userId: signedIn, dataType: 'prod' },
          }}
        >
          <PermissionProvider buttons={['提交', '审核']}>
            <WorkflowBar
              resource={plans}
              record={record}
              dictionaries={{}}
              source={source}
              onStale={() => {}}
            />
          </PermissionProvider>
        </ResourceKitProvider>
      </QueryClientProvider>
    </KitProvider>,
  );
};

afterEach(() => cleanup());

describe('WorkflowBar and a record waiting for review', { timeout: 20_000 }, () => {
  it('hides the decision from the user who submitted it and says another reviewer decides', async () => {
    renderBar(7, [submitBy(7)]);
    expect(await screen.findByText('您提交的记录须由其他审核人审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });

  it('offers the decision to another user, noting the record is under review', async () => {
    renderBar(8, [submitBy(7)]);
    expect(await screen.findByText('审核中，审核完成前不能修改')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '审核通过' })).toBeInTheDocument();
  });
});
