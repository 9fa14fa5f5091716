/** Token storage (product.md section 9; security checklist item 16). */
export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_COOKIE_PATH = '/';
export const TOKEN_COOKIE_SAME_SITE = 'Strict';

/** Section 9: lifetime of a stored token when the user did not choose to stay signed in (8 hours). */
export const TOKEN_LIFETIME_SECONDS = 28_800;

/** Section 8: internal result codes, carried as `errorCode` in product API answers. */
export const RESULT_CODE_SUCCESS = 0;
export const RESULT_CODE_UNAUTHORIZED = 1;

/** Section 7: product API version header value and timeout. */
export const PRODUCT_API_VERSION = '4.18.1';
export const PRODUCT_API_TIMEOUT_MS = 10_000;

/**
 * Section 7: the profile load, and the subscription lookup by subscriber id (the spec leaves its
 * path open; this is the path the product API serves it at).
 */
export const PROFILE_PATH = '/api/v1/auth/profile';
export const subscriptionStatusPath = (subscriberId: string) => `/v1/subscription/status/${encodeURIComponent(subscriberId)}`;

/** Header names of the product calls made by the session (section 3: version). */
export const PRODUCT_HEADERS = {
  authorization: 'Authorization',
  apiVersion: 'X-Version',
} as const;

/** Section 8: using the session accessor outside its provider. */
export const OUTSIDE_PROVIDER_MESSAGE = "Can't use hook outside provider";
