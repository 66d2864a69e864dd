/** The detail route of a received message, with the tab title SPEC §2 takes from `_title`. */
export const MESSAGE_DETAILS_PATH = '/message/messageDetails';

export function messageDetailsUrl(id: number, title: string): string {
  const query = new URLSearchParams({ id: String(id), _title: title });
  return `${MESSAGE_DETAILS_PATH}?${query.toString()}`;
}

/** The `id` query of the detail route, or null when it is missing or not a positive integer. */
export function parseMessageId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
