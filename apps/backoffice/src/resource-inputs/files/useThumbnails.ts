import { fileThumbnail } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import { useEffect, useRef, useState } from 'react';
import { asDataUrl } from './file-entries';

/**
 * Thumbnails of stored images: an <img> cannot send the bearer token, and a token (or a signed
 * link) in the URL would end up in logs and history, so the bytes are fetched with the token like
 * every other call and shown from memory.
 */
export function useThumbnails(ids: readonly string[], enabled: boolean): Record<string, string> {
  const client = useApiClient();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled) return;
    for (const id of ids) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      // Kept past a change of `ids` (another file added): only unmounting drops the answer.
      fileThumbnail(client, id)
        .then(asDataUrl)
        .then((url) => {
          if (mounted.current) setUrls((current) => ({ ...current, [id]: url }));
        })
        .catch(() => asked.current.delete(id));
    }
    // `key` stands for `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, enabled]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return urls;
}
