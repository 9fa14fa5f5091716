import type { AdPlacementType } from '../ads/adConfiguration';
import type { HomeSectionKey, VideoFormat } from './contentConstants';

// The catalogue: videos, channels, events, home and watch progress.

/**
 * A picture in the formats and widths it is encoded in, for a `<picture>`: a source per format,
 * each listing every width, and `src` for browsers that read none of them. Every file has a
 * content hash in its name, so it can be cached for good.
 */
export interface ResponsiveImage {
  /** A JPEG at the largest width. */
  src: string;
  /** Of `src`, in pixels; every file of the picture has the same aspect ratio. */
  width: number;
  height: number;
  /** The most compact format first: AVIF, then WebP. */
  sources: ImageSource[];
}

export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** `url 368w, url 720w, …` */
  srcset: string;
}

/*
 * Each picture keeps the field the spec names (a URL) and has its ResponsiveImage beside it, under
 * a name ending in Image; that one is absent for a picture the site did not generate.
 */

export interface Operator {
  id: string;
  name: string;
  country: string;
  logo: string;
  logoImage?: ResponsiveImage;
  isLive: boolean;
}

export interface ChannelSummary {
  id: string;
  title: string;
  thumbnail: string;
  thumbnailImage?: ResponsiveImage;
  followers: number;
  /** False for anonymous visitors. */
  isFollowing: boolean;
}

export interface Category {
  id: string;
  title: string;
  thumbnail: string;
  thumbnailImage?: ResponsiveImage;
  videoCount: number;
}

export interface VideoSummary {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  thumbnailImage?: ResponsiveImage;
  format: VideoFormat;
  durationSeconds: number;
  /** Premium (VIP-only) content. */
  isPremium: boolean;
  categoryId: string;
  publishedAt: string;
  channel: { id: string; title: string; thumbnail: string };
}

/**
 * What the player plays: an HLS master playlist (a live playlist for a live event), with sidecar
 * WebVTT captions. The link carries its own access token and works only until `expiresAt`.
 */
export interface VideoStream {
  url: string;
  mimeType: 'application/vnd.apple.mpegurl';
  /** `hls` on demand, `live` for a live event's sliding-window playlist. */
  kind: 'hls' | 'live';
  /** The signed URL stops working at this time; load the video detail again for a new one. */
  expiresAt: string;
  captions: CaptionTrack[];
  /** On demand: the WebVTT thumbnails track (tiles of a sprite sheet) that previews the picture while seeking. */
  thumbnails?: string;
  /** Premium streams answer only requests that carry the bearer token of the subscriber they were opened for. */
  needsAuthorization: boolean;
}

export interface CaptionTrack {
  /** A language of the site: en or ar. */
  language: string;
  url: string;
}

export interface VideoDetail extends VideoSummary {
  poster: string;
  posterImage?: ResponsiveImage;
  /** Decided by the server from the bearer token and the subscription table, never from the client. */
  access: 'granted' | 'sign_in_required' | 'vip_required';
  stream: VideoStream | null;
}

/** Where a signed-in viewer is in a video, as the player measured it. */
export interface WatchProgress {
  videoId: string;
  positionSeconds: number;
  /** The media's own length, which the player reports with the position. */
  durationSeconds: number;
  /** Within a few seconds of the end: the video is watched. */
  finished: boolean;
  /** Where the player starts next time: 0 once finished or when barely started. */
  resumeAtSeconds: number;
  updatedAt: string;
}

/** Body of a watch progress save. */
export interface WatchProgressUpdate {
  positionSeconds: number;
  durationSeconds: number;
}

/** One video of home's "Continue watching" row. */
export interface ContinueWatchingItem {
  video: VideoSummary;
  progress: WatchProgress;
}

export interface VideoPage {
  items: VideoSummary[];
  page: number;
  count: number;
  total: number;
  hasMore: boolean;
}

export interface ChannelVideos extends VideoPage {
  channel: ChannelSummary;
}

export interface FollowingChange {
  channelId: string;
  isFollowing: boolean;
  followers: number;
}

/** An event as the API sends it (PR-CONTENT-3); the client maps coverImageUrl → image and navigationId → videoId. */
export interface ProductEvent {
  id: string;
  title: string;
  description: string;
  coverImageUrl: string;
  coverImage?: ResponsiveImage;
  location: string;
  category: string;
  date: string;
  endDate: string;
  label: string;
  isLive: boolean;
  navigationId: string;
  channel: { title: string; thumbnail: string };
}

export interface HouseAd {
  id: string;
  placement: AdPlacementType;
  title: string;
  imageUrl: string;
  image?: ResponsiveImage;
  targetUrl: string;
}

/** One home section per content kind (PR-CONTENT-5); `type` tells which items it holds. */
export type HomeSection =
  | { key: HomeSectionKey; type: 'sliders'; title: string; items: VideoSummary[] }
  | { key: HomeSectionKey; type: 'videos'; title: string; items: VideoSummary[] }
  | { key: HomeSectionKey; type: 'events'; title: string; items: ProductEvent[] }
  | { key: HomeSectionKey; type: 'channels'; title: string; items: ChannelSummary[] }
  | { key: HomeSectionKey; type: 'categories'; title: string; items: Category[] }
  | { key: HomeSectionKey; type: 'dynamicHomeAd'; title: string; items: HouseAd[] };

/** Home (PR-CONTENT-6): operators (filter isLive on the client) and termsText for the country (keyed UK, not GB). */
export interface HomeData {
  locale: string;
  country: string;
  operators: Operator[];
  termsText: string;
  sections: HomeSection[];
}
