import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FilterItem } from '@eldercare/admin-kit';
import type { QueryOf } from '@eldercare/api-client';
import { apiKeys, useMessageSummary } from '@eldercare/api-client/react';
import type { MessageRecord } from '@eldercare/api-client/contract';
import { useDictOptions } from '../shared/useDictOptions';
import { useListPage, type Paging } from '@eldercare/admin-kit';
import { SEND_OBJ_TYPE } from './audience';
import { messageDetailsUrl } from './message-paths';

type Filters = Omit<QueryOf<'messages'>, 'current' | 'size'>;
const MSG_TYPES = ['web_ment', 'sys_notification', 'job_notice'] as const;

function toFilters(values: Record<string, unknown>): Filters {
  const filters: Filters = {};
  if (typeof values.title === 'string') filters.title = values.title;
  if (values.readState === '0' || values.readState === '1') filters.readState = values.readState;
  const type = MSG_TYPES.find((value) => value === values.msgType);
  if (type) filters.msgType = type;
  return filters;
}

/** The message centre's controller: the received messages (one page of the summary) and the agenda. */
export function useMessagePage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const list = useListPage({
    toFilters,
    toQuery: (filters: Filters, paging: Paging) => ({ ...filters, ...paging }),
    useList: useMessageSummary,
    queryKey: apiKeys.messages.summary,
    pageOf: (summary) => summary.bizSysMsgReceiveIPage,
  });
  return {
    ...list,
    filterItems: useMessageFilterItems(),
    audiences: useDictOptions(SEND_OBJ_TYPE),
    agenda: list.query.data?.agendaTotalVoList,
    open: (message: MessageRecord) => navigate(messageDetailsUrl(message.id, t('message.detailTitle'))),
    openAgenda: (path: string) => navigate(path),
  };
}

function useMessageFilterItems(): FilterItem[] {
  const { t } = useTranslation('system');
  const readStates = [
    { label: t('message.unread'), value: '0' },
    { label: t('message.read'), value: '1' },
  ];
  const types = MSG_TYPES.map((type) => ({ label: t(`message.types.${type}`), value: type }));
  return [
    { name: 'title', label: t('message.title'), children: <Input allowClear maxLength={100} /> },
    {
      name: 'readState',
      label: t('message.readState'),
      children: <Select allowClear options={readStates} />,
    },
    { name: 'msgType', label: t('message.msgType'), children: <Select allowClear options={types} /> },
  ];
}
