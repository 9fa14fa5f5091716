import type { SubscriberProfile } from './subscriber';

/** Why a profile load neither succeeded nor proved the token invalid. */
export type ProfileLoadFailureReason = 'network' | 'timeout' | 'server' | 'invalidResponse';

/** Reported when the session is left unresolved; never carries the token. */
export interface ProfileLoadFailure {
  reason: ProfileLoadFailureReason;
  message: string;
  /** HTTP status, when the server answered. */
  status?: number;
  /** Internal result code (PR-API-4), when the answer carried one. */
  resultCode?: number;
}

export type ProfileLoadResult =
  | { outcome: 'loaded'; profile: SubscriberProfile }
  | { outcome: 'unauthorized' }
  | { outcome: 'failed'; failure: ProfileLoadFailure };

/** PR-API-7: the lookup reads isSubscribed; any failure means not subscribed. */
export interface SubscriptionStatus {
  isSubscribed: boolean;
}

/** The product calls the session makes. Implementations answer with results and do not throw. */
export interface AuthSessionApi {
  getProfile(token: string): Promise<ProfileLoadResult>;
  getSubscriptionStatus(subscriberId: string, token: string): Promise<SubscriptionStatus>;
}
