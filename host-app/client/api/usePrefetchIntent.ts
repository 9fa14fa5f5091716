import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSiteQueries, type SiteQueries } from './siteQueries';

export interface PrefetchIntentProps {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * Props for a link that starts loading its page's data when it is pointed at or focused, so the
 * page often opens from the cache. Fresh data is not fetched again (the query's stale time holds).
 */
export function usePrefetchIntent(prefetch: (queryClient: QueryClient, queries: SiteQueries) => Promise<unknown>): PrefetchIntentProps {
  const queryClient = useQueryClient();
  const queries = useSiteQueries();
  const start = () => void prefetch(queryClient, queries);
  return { onPointerEnter: start, onFocus: start };
}
