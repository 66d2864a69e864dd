/** SPEC §2 "notice routes opened by clicking an unread notice". */
export function announcementRoute(id: number, type: number, title: string): string {
  const base = type <= 3 ? '/announcements/vocationalSkills/detail' : '/announcements/association/detail';
  const query = new URLSearchParams({ modelType: 'look', _title: title, noBack: 'true' });
  return `${base}/${id}?${query.toString()}`;
}

export function activityRoute(activityId: number, title: string): string {
  const query = new URLSearchParams({ _title: title, type: 'look', id: String(activityId) });
  return `/trainingActivityManagement/detail?${query.toString()}`;
}

export function messageRoute(id: number, title: string): string {
  return `/message/messageDetails?${new URLSearchParams({ id: String(id), _title: title }).toString()}`;
}
