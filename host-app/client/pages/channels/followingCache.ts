import type { InfiniteData } from '@tanstack/react-query';
import type { ChannelVideos, FollowingChange } from '../../../contract/content/contentTypes';

type ChannelPages = InfiniteData<ChannelVideos, unknown>;

function withChannel(data: ChannelPages | undefined, change: (channel: ChannelVideos['channel']) => ChannelVideos['channel']): ChannelPages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, channel: change(page.channel) })) };
}

/** What the page shows the moment the viewer follows or unfollows: the flag flipped and the count moved by one. */
export function withFollowingGuess(data: ChannelPages | undefined, follow: boolean): ChannelPages | undefined {
  return withChannel(data, (channel) =>
    channel.isFollowing === follow ? channel : { ...channel, isFollowing: follow, followers: Math.max(0, channel.followers + (follow ? 1 : -1)) },
  );
}

/** The server's answer replaces the guess: it is the truth for both the flag and the count. */
export function withFollowingChange(data: ChannelPages | undefined, change: FollowingChange): ChannelPages | undefined {
  return withChannel(data, (channel) => ({ ...channel, isFollowing: change.isFollowing, followers: change.followers }));
}
