import { Input, Select } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterItem } from '@eldercare/admin-kit';
import type { QueryOf } from '@eldercare/api-client';
import { apiKeys, useAnnouncements } from '@eldercare/api-client/react';
import type { Announcement } from '@eldercare/api-client/contract';
import { useDictOptions } from '../shared/useDictOptions';
import { useListPage, type Paging } from '@eldercare/admin-kit';
import { useAnnouncementActions } from './useAnnouncementActions';

type Filters = Omit<QueryOf<'listAnnouncements'>, 'current' | 'size'>;

function toFilters(values: Record<string, unknown>): Filters {
  const filters: Filters = {};
  if (typeof values.title === 'string') filters.title = values.title;
  if (typeof values.anannouncement_type === 'number')
    filters.anannouncement_type = values.anannouncement_type;
  if (values.upNews === '0' || values.upNews === '1') filters.upNews = values.upNews;
  return filters;
}

/** The announcement page's controller: the list, its selection for batch publishing and the dialogs. */
export function useAnnouncementPage() {
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ item: Announcement | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const list = useListPage({
    toFilters,
    toQuery: (filters: Filters, paging: Paging) => ({ ...filters, ...paging }),
    useList: useAnnouncements,
    queryKey: apiKeys.announcements.list,
    pageOf: (page) => page,
  });
  const actions = useAnnouncementActions();
  return {
    ...list,
    filterItems: useAnnouncementFilterItems(),
    actions,
    selected,
    select: (keys: readonly Key[]) => setSelected(keys.map(Number)),
    publishSelected: () => void actions.publishMany(selected).then((done) => done && setSelected([])),
    editing,
    viewing,
    add: () => setEditing({ item: null }),
    edit: (item: Announcement) => setEditing({ item }),
    view: (item: Announcement) => setViewing(item.id),
    closeEditor: () => setEditing(null),
    closeViewer: () => setViewing(null),
  };
}

function useAnnouncementFilterItems(): FilterItem[] {
  const { t } = useTranslation('system');
  const types = useDictOptions('announcement_type');
  const typeOptions = types.options.map((o) => ({ label: o.label, value: Number(o.value) }));
  const upNewsOptions = [
    { label: t('announcement.published'), value: '1' },
    { label: t('announcement.draft'), value: '0' },
  ];
  return [
    { name: 'title', label: t('announcement.title'), children: <Input allowClear maxLength={100} /> },
    {
      name: 'anannouncement_type',
      label: t('announcement.type'),
      children: <Select allowClear options={typeOptions} />,
    },
    {
      name: 'upNews',
      label: t('announcement.upNews'),
      children: <Select allowClear options={upNewsOptions} />,
    },
  ];
}
