import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChannelSummary, VideoSummary } from '../../../shared/apiTypes';
import { VIDEO_SEARCH_FIRST_PAGE } from '../../../shared/productConstants';
import { loadChannelVideos } from '../../api/contentApi';
import { useProductCaller } from '../../api/useProductCaller';

export type ChannelVideosState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'loaded'; info: ChannelSummary; videos: VideoSummary[]; page: number; hasMore: boolean; loadingMore: boolean };

/** A channel and its videos, page by page; "more" appends the next page. */
export function useChannelVideos(channelId: string) {
  const call = useProductCaller();
  const [state, setState] = useState<ChannelVideosState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const callRef = useRef(call);
  callRef.current = call;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void loadChannelVideos(callRef.current, channelId, VIDEO_SEARCH_FIRST_PAGE, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setState({ status: result.kind === 'notFound' || result.kind === 'invalidInput' ? 'notFound' : 'failed' });
      setState({ status: 'loaded', info: result.data.channel, videos: result.data.items, page: result.data.page, hasMore: result.data.hasMore, loadingMore: false });
    });
    return () => controller.abort();
  }, [channelId, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'loaded' || state.loadingMore) return;
    setState({ ...state, loadingMore: true });
    const result = await loadChannelVideos(callRef.current, channelId, state.page + 1);
    setState((previous) => {
      if (previous.status !== 'loaded') return previous;
      if (!result.ok) return { ...previous, loadingMore: false };
      return { ...previous, videos: [...previous.videos, ...result.data.items], page: result.data.page, hasMore: result.data.hasMore, loadingMore: false };
    });
  }, [channelId, state]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore: () => void loadMore(), retry };
}
