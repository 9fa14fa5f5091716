import { useCallback, useEffect, useState } from 'react';
import type { ChannelSummary } from '../../../shared/apiTypes';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { updateFollowing } from '../../api/contentApi';
import { useProductCaller } from '../../api/useProductCaller';

export interface FollowState {
  isFollowing: boolean;
  followers: number;
  pending: boolean;
  failed: boolean;
}

const fromChannel = (channel: ChannelSummary): FollowState => ({ isFollowing: channel.isFollowing, followers: channel.followers, pending: false, failed: false });

/** Following a channel: the server's answer is the truth for both the flag and the count. */
export function useFollowChannel(channel: ChannelSummary) {
  const call = useProductCaller();
  const [state, setState] = useState<FollowState>(() => fromChannel(channel));

  useEffect(() => setState(fromChannel(channel)), [channel]);

  const toggle = useCallback(async () => {
    const follow = !state.isFollowing;
    analytics.track(ANALYTICS_EVENTS.followChannelButtonClicked, { channelId: channel.id, follow });
    setState((previous) => ({ ...previous, pending: true, failed: false }));
    const result = await updateFollowing(call, channel.id, follow);
    setState((previous) =>
      result.ok ? { isFollowing: result.data.isFollowing, followers: result.data.followers, pending: false, failed: false } : { ...previous, pending: false, failed: true },
    );
  }, [call, channel.id, state.isFollowing]);

  return { ...state, toggle };
}
