import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one react-query cache: the shell provides it to the pages, and a full page load of a
 * detail route fills it with the record before the page is there to ask.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});
