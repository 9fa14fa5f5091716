import type { AdConfigurationUnit, AdPlacementType } from './productConstants';
import type { HouseAd, ResponsiveImage } from './contentTypes';
import type { AdBeaconEvent } from './adBeacons';

// Profile images, interests, ads, analytics, help and the TEST-only answers.

/** PR-FORM-5: a successful upload returns profile_image (the new avatar URL). */
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

/** TEST environment only: a beacon the ad server's stand-in recorded. */
export interface StoredAdBeacon {
  servingId: string;
  adId: string;
  event: AdBeaconEvent;
  videoId: string | null;
  errorCode: number | null;
  receivedAt: string;
}

export interface AnalyticsAccepted {
  accepted: number;
}

/** Analytics settings (PR-ANALYTICS-4), served so they can change without a release. */
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

/** TEST only: an account email the product sent, as the development outbox kept it. */
export interface DevEmail {
  to: string;
  language: 'en' | 'ar';
  kind: string;
  subject: string;
  text: string;
  sentAt: string;
}
