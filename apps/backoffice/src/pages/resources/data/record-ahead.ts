import { getResource, type ApiClient, type DataType } from '@eldercare/api-client';
import type { ResourceRecord } from '@eldercare/api-client/contract';
import { currentDataType } from '../../../session/session-store';

/**
 * A full page load of a detail route asks for its record as soon as the route is known,
 * beside the page's chunk and the user info, not once the page has rendered; the page's first
 * `get` takes the answer. It is asked quietly: a failure is asked again by the page, which reports
 * it as usual. Kept briefly: a record asked for ahead and not taken then is not handed out stale.
 */
const FRESH_MS = 10_000;

interface Ahead {
  sentAt: number;
  /** The data type it was read in: before the user info arrives, the stored choice or 'prod'. */
  dataType: DataType;
  answer: Promise<ResourceRecord>;
}

const ahead = new Map<string, Ahead>();
const keyOf = (module: string, id: number) => `${module}/${id}`;

/** Starts fetching a record its page is about to ask for. */
export function fetchRecordAhead(client: ApiClient, module: string, id: number): void {
  const answer = getResource(client, module, id, { notify: false, loading: false });
  // A failure is the page's to report (it asks again); one never taken is dropped quietly.
  answer.catch(() => undefined);
  ahead.set(keyOf(module, id), { sentAt: Date.now(), dataType: currentDataType(), answer });
}

/**
 * The record fetched ahead for this page, once; undefined when there is none, it is old, or it was
 * read in another data type than the user's (the user info arrived meanwhile and says otherwise).
 */
export function takeRecordAhead(module: string, id: number): Promise<ResourceRecord> | undefined {
  const key = keyOf(module, id);
  const entry = ahead.get(key);
  ahead.delete(key);
  if (!entry || Date.now() - entry.sentAt > FRESH_MS || entry.dataType !== currentDataType()) {
    return undefined;
  }
  return entry.answer;
}
