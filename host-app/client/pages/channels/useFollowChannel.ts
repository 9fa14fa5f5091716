import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelSummary } from '../../../contract/content/contentTypes';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { updateFollowing } from '../../api/contentApi';
import { dataOrThrow } from '../../api/productCallError';
import { queryKeys } from '../../api/queryKeys';
import { useSiteQueries } from '../../api/siteQueries';
import { useProductCaller } from '../../api/useProductCaller';
import { useViewerId } from '../../session/useViewerId';
import { withFollowingChange, withFollowingGuess } from './followingCache';

/**
 * Following a channel: the flag and the count change at once on the channel page, go back if the
 * server refuses (with the error shown), and take the server's answer when it comes.
 */
export function useFollowChannel(channel: ChannelSummary) {
  const call = useProductCaller();
  const queryClient = useQueryClient();
  const viewer = useViewerId();
  // The typed key of the channel page's query, so the cache updates below are checked against its data.
  const channelKey = useSiteQueries().channel(channel.id).queryKey;

  const mutation = useMutation({
    mutationFn: (follow: boolean) => updateFollowing(call, channel.id, follow).then(dataOrThrow),
    onMutate: async (follow) => {
      // A channel load in flight would overwrite the guess with the count from before it.
      await queryClient.cancelQueries({ queryKey: channelKey });
      const before = queryClient.getQueryData(channelKey);
      queryClient.setQueryData(channelKey, (data) => withFollowingGuess(data, follow));
      return { before };
    },
    onError: (_error, _follow, context) => {
      if (context?.before) queryClient.setQueryData(channelKey, context.before);
    },
    onSuccess: (change) => {
      queryClient.setQueryData(channelKey, (data) => withFollowingChange(data, change));
    },
    // Channel cards on Home and in the channel list show the count too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.homes(viewer) }),
  });

  const toggle = () => {
    if (mutation.isPending) return;
    const follow = !channel.isFollowing;
    analytics.track(ANALYTICS_EVENTS.followChannelButtonClicked, { channelId: channel.id, follow });
    mutation.mutate(follow);
  };

  return { isFollowing: channel.isFollowing, followers: channel.followers, pending: mutation.isPending, failed: mutation.isError, toggle };
}
