import { useInfiniteQuery } from '@tanstack/react-query';
import { productFailureOf } from '../../api/productCallError';
import { useSiteQueries } from '../../api/siteQueries';

/** A channel and its videos, page by page; "more" appends the next page. */
export function useChannelVideos(channelId: string) {
  const queries = useSiteQueries();
  const channel = useInfiniteQuery(queries.channel(channelId));
  const kind = productFailureOf(channel.error)?.kind;
  const pages = channel.data?.pages ?? [];
  return {
    info: pages[0]?.channel,
    videos: pages.flatMap((page) => page.items),
    hasMore: channel.hasNextPage,
    loadingMore: channel.isFetchingNextPage,
    loadMore: () => void channel.fetchNextPage(),
    notFound: kind === 'notFound' || kind === 'invalidInput',
    failed: channel.isError && !channel.data,
    retry: () => void channel.refetch(),
  };
}
