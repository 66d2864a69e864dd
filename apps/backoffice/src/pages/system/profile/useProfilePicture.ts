import { useApiQuery } from '@eldercare/api-client/react';
import { useEffect } from 'react';

/**
 * What an <img> can show for a saved picture value (see `pictureSource`), fetched once per value
 * for the header, the sidebar and the profile page together. The shell renders it on every page:
 * the file-store code and its contract schemas load only when there is a picture to show.
 */
export function useProfilePicture(value: string | null | undefined): string | undefined {
  const picture = useApiQuery(
    ['files', 'picture', value],
    async (client, call) => (await import('./profile-picture')).pictureSource(client, value ?? '', call),
    { enabled: Boolean(value), staleTime: Infinity, retry: false },
  );
  return value ? picture.data : undefined;
}

/** The browser tab's icon while `src` is set (the user's sysIco); the page's own icon otherwise. */
export function useDocumentIcon(src: string | undefined): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!src || !link) return;
    const original = { href: link.href, type: link.type };
    link.href = src;
    link.removeAttribute('type');
    return () => {
      link.href = original.href;
      link.type = original.type;
    };
  }, [src]);
}
