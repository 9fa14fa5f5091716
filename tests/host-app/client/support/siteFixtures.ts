import type { ChannelSummary, HomeData, ProductEvent, VideoDetail, VideoSummary } from '../../../../host-app/contract/content/contentTypes';
import type { Interest, Profile } from '../../../../host-app/contract/account/accountTypes';

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'sub-1',
  fullName: 'Lina Haddad',
  email: 'lina@example.com',
  avatar: '',
  country: 'AE',
  phoneNumber: '',
  ...overrides,
});

export const channel = (overrides: Partial<ChannelSummary> = {}): ChannelSummary => ({
  id: 'ocean-channel',
  title: 'Ocean Channel',
  thumbnail: '/media/files/ocean.png',
  followers: 12,
  isFollowing: false,
  ...overrides,
});

export const video = (id: string, overrides: Partial<VideoSummary> = {}): VideoSummary => ({
  id,
  title: `Video ${id}`,
  description: `About ${id}`,
  thumbnail: `/media/files/${id}.png`,
  format: 2,
  durationSeconds: 125,
  isPremium: false,
  categoryId: 'nature',
  publishedAt: '2026-01-01T00:00:00Z',
  channel: { id: 'ocean-channel', title: 'Ocean Channel', thumbnail: '' },
  ...overrides,
});

export const videoDetail = (id: string, overrides: Partial<VideoDetail> = {}): VideoDetail => ({
  ...video(id),
  poster: `/media/files/${id}-poster.png`,
  access: 'granted',
  stream: null,
  ...overrides,
});

export const event = (id: string, overrides: Partial<ProductEvent> = {}): ProductEvent => ({
  id,
  title: `Event ${id}`,
  description: `What happens at ${id}`,
  coverImageUrl: `/media/files/${id}.png`,
  location: 'Dubai',
  category: 'Sports',
  date: '2026-11-22T18:00:00Z',
  endDate: '2026-11-22T20:00:00Z',
  label: 'Final',
  isLive: true,
  navigationId: 'v-live',
  channel: { title: 'Ocean Channel', thumbnail: '' },
  ...overrides,
});

export const home = (overrides: Partial<HomeData> = {}): HomeData => ({
  locale: 'en',
  country: 'AE',
  operators: [],
  termsText: '',
  sections: [
    { key: 'whats_hot', type: 'sliders', title: 'Hot right now', items: [video('v1')] },
    { key: 'categories', type: 'categories', title: 'Categories', items: [{ id: 'nature', title: 'Nature', thumbnail: '', videoCount: 3 }] },
    { key: 'channel_list', type: 'channels', title: 'Channels', items: [channel()] },
    { key: 'liveNow', type: 'events', title: 'Live now', items: [event('e1')] },
    { key: 'featured_replay', type: 'videos', title: 'Featured replay', items: [video('v2')] },
  ],
  ...overrides,
});

export const interests = (): Interest[] => [
  { id: 'football', name: 'Football', icon: '/media/files/interests/football.png', selected: true },
  { id: 'travel', name: 'Travel', icon: '/media/files/interests/travel.png', selected: false },
  { id: 'music', name: 'Music', icon: '/media/files/interests/music.png', selected: false },
];

/** The success envelope of the product API. */
export const ok = <T,>(data: T) => ({ errorCode: 0, message: 'Success', messageKey: 'success', data });
export const failure = (errorCode: number, message: string, messageKey = 'input.invalid') => ({ errorCode, message, messageKey });
