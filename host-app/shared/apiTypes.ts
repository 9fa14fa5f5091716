import type { ApiMessageKey } from './apiMessages';
import type {
  AdConfigurationUnit,
  AdPlacementType,
  BillingPlanKey,
  HomeSectionKey,
  PaymentMethodKind,
  VideoFormat,
} from './productConstants';
import type { PaymentResultCode, ResultCode } from './resultCodes';

/** Every successful answer: `errorCode` is ResultCode.Success and the payload sits in `data` (section 7 reads `data.data`). */
export interface ApiSuccess<T> {
  errorCode: typeof ResultCode.Success;
  message: string;
  messageKey: 'success';
  data: T;
}

export interface ApiFieldIssue {
  /** Dotted path from the request part, e.g. `body.fullName`, `query.page`, `params.videoId`. */
  field: string;
  messageKey: ApiMessageKey;
  message: string;
}

/** Every failed answer, with a 4xx or 5xx status. */
export interface ApiFailure {
  errorCode: Exclude<ResultCode, typeof ResultCode.Success>;
  message: string;
  messageKey: ApiMessageKey;
  /** The request fields that are wrong, when the input was refused. */
  fields?: string[];
  issues?: ApiFieldIssue[];
  /** With 429: how long to wait (also sent as Retry-After). */
  retryAfterSeconds?: number;
  /** Payment calls: the section 8 payment result code behind the refusal (10132 when already subscribed). */
  resultCode?: (typeof PaymentResultCode)[keyof typeof PaymentResultCode];
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

/** Section 7 OTP countries: isoCode is ISO 3166-1 (GB for the United Kingdom). */
export interface OtpCountry {
  isoCode: string;
  dialCode: string;
  flag: string;
  name: string;
}

export interface OtpSent {
  channel: 'sms' | 'email';
  codeLength: number;
  expiresAt: string;
  /** A new code may be requested after this many seconds. */
  resendAfterSeconds: number;
}

/** A verified code yields a one-time sign-in token for POST signin-token. */
export interface OtpVerified {
  signInToken: string;
  expiresAt: string;
  /** True when no account has this phone or email yet: signin-token then needs fullName. */
  isNewSubscriber: boolean;
}

/** Section 3 subscriber profile. `avatar` and `country` are empty strings when unset. */
export interface Profile {
  id: string;
  fullName: string;
  email: string;
  avatar: string;
  country: string;
  phoneNumber: string;
}

/** Section 3 token object: `id` is the bearer token; `expiresAt` is when the server stops accepting it. */
export interface SessionToken {
  id: string;
  expiresAt: string;
}

/** A sign-up waiting for the code sent to its email; the token goes back with the code. */
export interface SignUpStarted extends OtpSent {
  signUpToken: string;
}

export interface SignedIn {
  token: SessionToken;
  subscriber: Profile;
}

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

/** Section 3 event as the API sends it; the client maps coverImageUrl → image and navigationId → videoId. */
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

/** One home section per content kind of section 3; `type` tells which items it holds. */
export type HomeSection =
  | { key: HomeSectionKey; type: 'sliders'; title: string; items: VideoSummary[] }
  | { key: HomeSectionKey; type: 'videos'; title: string; items: VideoSummary[] }
  | { key: HomeSectionKey; type: 'events'; title: string; items: ProductEvent[] }
  | { key: HomeSectionKey; type: 'channels'; title: string; items: ChannelSummary[] }
  | { key: HomeSectionKey; type: 'categories'; title: string; items: Category[] }
  | { key: HomeSectionKey; type: 'dynamicHomeAd'; title: string; items: HouseAd[] };

/** Section 7 home: operators (filter isLive on the client) and termsText for the country (keyed UK, not GB). */
export interface HomeData {
  locale: string;
  country: string;
  operators: Operator[];
  termsText: string;
  sections: HomeSection[];
}

export type SubscriptionState = 'none' | 'active' | 'cancelled' | 'expired';

/** Section 7 subscription details, computed on the server. */
export interface SubscriptionDetails {
  hasVIPContentAccess: boolean;
  canUnsubscribe: boolean;
  /** How the current subscription is paid, or null without one. */
  sessionType: PaymentMethodKind | null;
  status: SubscriptionState;
  plan: BillingPlanKey | null;
  isTrial: boolean;
  currentPeriodEndsAt: string | null;
}

export interface SubscriptionStatus {
  isSubscribed: boolean;
}

/** Section 5: a successful upload returns profile_image (the new avatar URL). */
export interface ProfileImage {
  profile_image: string;
}

export interface Interest {
  id: string;
  name: string;
  icon: string;
  iconImage?: ResponsiveImage;
  /** Whether the signed-in subscriber chose it; false for visitors. */
  selected: boolean;
}

export interface InterestsUpdated {
  interests: string[];
}

export interface PublicIp {
  ip: string;
}

/** Ad configuration; `null` data means no ads (VIP subscriber, or nothing configured). */
export interface AdConfiguration {
  units: Partial<Record<AdConfigurationUnit, { adUnitId: string }>>;
  placements: AdPlacementType[];
  houseAds: HouseAd[];
}

export interface AnalyticsAccepted {
  accepted: number;
}

/** Section 9 analytics settings, served so they can change without a release. */
export interface AnalyticsRemoteConfig {
  enabled: boolean;
  telemetryLevel: 'error' | 'warn' | 'info' | 'debug';
  heartbeatStoreLimit: number;
  maxBatchSize: number;
  sessionTimeoutSeconds: number;
  idCookieLifetimeSeconds: number;
  refreshIntervalSeconds: number;
  fetchTries: number;
  fetchTimeoutMs: number;
}

/** A help chat message was stored: the number the support team answers it under. */
export interface HelpMessageAccepted {
  acknowledgement: string;
  replyTo: string;
}

/** TEST environment only: a stored help chat message. */
export interface StoredHelpMessage {
  acknowledgement: string;
  replyTo: string;
  subscriberId: string | null;
  message: string;
  receivedAt: string;
}

/** TEST environment only. */
export interface DevOtp {
  target: string;
  code: string;
  sentAt: string;
  expiresAt: string;
}
