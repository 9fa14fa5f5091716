export type { AuthSessionApi, ProfileLoadFailure, ProfileLoadFailureReason, ProfileLoadResult, SubscriptionStatus } from './authSessionApi';
export * from './authSessionConstants';
export { authSessionReducer, initialAuthSessionState, isVip, type AuthSessionAction, type AuthSessionState, type AuthStatus } from './authSessionReducer';
export { browserAuthSessionDeps, type BrowserAuthSessionOptions } from './browserAuthSessionDeps';
export {
  createAuthSession,
  type AuthSession,
  type AuthSessionDeps,
  type Clock,
  type SignInInput,
  type SubscriberProfileInput,
} from './createAuthSession';
export { createProductAuthApi, type ProductAuthApiOptions } from './productAuthApi';
export { readStoredToken, storedTokenFor, type StoredToken, type TokenStorage } from './storedToken';
export type { ImageFromAvatar, SessionToken, Subscriber, SubscriberChanges, SubscriberDetails, SubscriberProfile } from './subscriber';
export { clearedTokenCookie, documentCookieJar, tokenCookie, type CookieJar } from './tokenCookie';
