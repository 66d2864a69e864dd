import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AgendaItem,
  Announcement,
  LatestAnnouncementPopup,
  MessageRecord,
  Page,
  UserInfo,
  UserRecord,
} from '../src/contract.js';
import type { ApiError } from '../src/index.js';
import { getUser, listUsers, type DataOf } from '../src/index.js';
import type {
  useAnnouncements,
  useCreateUser,
  useDictData,
  useLatestAnnouncementPopup,
  useMessageSummary,
  useUnreadAnnouncements,
  useUsers,
} from '../src/react.js';
import { useMarkMessageRead, useReadAnnouncementPopup, useUserInfo } from '../src/react.js';

describe('inferred data of the hooks', () => {
  it('queries carry the contract types and ApiError', () => {
    expectTypeOf(useUserInfo).returns.toEqualTypeOf<UseQueryResult<UserInfo, ApiError>>();
    expectTypeOf<ReturnType<typeof useUsers>['data']>().toEqualTypeOf<Page<UserRecord> | undefined>();
    expectTypeOf<ReturnType<typeof useAnnouncements>['data']>().toEqualTypeOf<
      Page<Announcement> | undefined
    >();
    expectTypeOf<ReturnType<typeof useLatestAnnouncementPopup>['data']>().toEqualTypeOf<
      LatestAnnouncementPopup | undefined
    >();
    expectTypeOf<
      NonNullable<ReturnType<typeof useMessageSummary>['data']>['bizSysMsgReceiveIPage']['records']
    >().toEqualTypeOf<MessageRecord[]>();
    expectTypeOf<
      NonNullable<ReturnType<typeof useMessageSummary>['data']>['agendaTotalVoList']['list']
    >().toEqualTypeOf<AgendaItem[]>();
    expectTypeOf<
      NonNullable<ReturnType<typeof useUnreadAnnouncements>['data']>['list'][number]['id']
    >().toEqualTypeOf<number>();
    expectTypeOf<
      NonNullable<ReturnType<typeof useDictData>['data']>[number]['dict_label']
    >().toEqualTypeOf<string>();
    expectTypeOf<ReturnType<typeof useUsers>['error']>().toEqualTypeOf<ApiError | null>();
  });

  it('mutations take typed variables', () => {
    expectTypeOf(useMarkMessageRead).returns.toEqualTypeOf<UseMutationResult<null, ApiError, number>>();
    expectTypeOf(useReadAnnouncementPopup).returns.toEqualTypeOf<UseMutationResult<null, ApiError, number>>();
    expectTypeOf<Parameters<ReturnType<typeof useCreateUser>['mutate']>[0]['roleIds']>().toEqualTypeOf<
      number[]
    >();
    expectTypeOf<ReturnType<typeof useCreateUser>['data']>().toEqualTypeOf<{ id: number } | undefined>();
  });

  it('endpoint functions resolve to the contract types', () => {
    expectTypeOf(listUsers).returns.resolves.toEqualTypeOf<Page<UserRecord>>();
    expectTypeOf(getUser).returns.resolves.toEqualTypeOf<UserRecord>();
    expectTypeOf<DataOf<'logout'>>().toEqualTypeOf<null>();
    // A wrong query field is a compile error.
    // @ts-expect-error: no such filter on the user list
    void listUsers(null as never, { notAFilter: 1 });
  });
});
