/**
 * PR-API-3, PR-AUTH-7: the API version header, the product API timeout and the stored token's lifetime
 * (when the user did not choose to stay signed in), defined once with the kit's auth session,
 * which makes the same calls.
 */
export { PRODUCT_API_VERSION as API_VERSION, PRODUCT_API_TIMEOUT_MS, TOKEN_LIFETIME_SECONDS as STORED_TOKEN_LIFETIME_SECONDS } from 'payment-client/auth-session/constants';
