/** Token storage (PR-AUTH-7, SEC-16). */
export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_COOKIE_PATH = '/';
export const TOKEN_COOKIE_SAME_SITE = 'Strict';

/** PR-AUTH-7: lifetime of a stored token when the user did not choose to stay signed in (8 hours). */
export const TOKEN_LIFETIME_SECONDS = 28_800;

/** PR-API-4: internal result codes, carried as `errorCode` in product API answers. */
export const RESULT_CODE_SUCCESS = 0;
export const RESULT_CODE_UNAUTHORIZED = 1;

/** PR-API-3: product API version header value and timeout. */
export const PRODUCT_API_VERSION = '4.18.1';
export const PRODUCT_API_TIMEOUT_MS = 10_000;

/**
 * PR-AUTH-8, PR-API-7: the profile load, and the subscription lookup by subscriber id (the spec leaves its
 * path open; this is the path the product API serves it at).
 */
export const PROFILE_PATH = '/api/v1/auth/profile';
export const subscriptionStatusPath = (subscriberId: string) => `/v1/subscription/status/${encodeURIComponent(subscriberId)}`;

/** Header names of the product calls made by the session (PR-API-2: version). */
export const PRODUCT_HEADERS = {
  authorization: 'Authorization',
  apiVersion: 'X-Version',
} as const;

/** PR-AUTH-9: using the session accessor outside its provider. */
export const OUTSIDE_PROVIDER_MESSAGE = "Can't use hook outside provider";
