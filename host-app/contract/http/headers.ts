/**
 * Request headers of product API calls (PR-API-2, PR-AUTH-10), lower-case as Node reads them.
 * The server reads language, OS, device id and user id; the others are accepted and ignored.
 */
export const PRODUCT_HEADERS = {
  authorization: 'authorization',
  deviceId: 'x-device-id',
  apiKey: 'x-api-key',
  os: 'x-os',
  version: 'x-version',
  language: 'x-language',
  geoContinent: 'x-geo-continent',
  geoCountry: 'x-geo-country',
  forwardedFor: 'x-forwarded-for',
  requestId: 'x-request-id',
  userId: 'x-user-id',
  mobileCountryCode: 'x-mcc',
  mobileNetworkCode: 'x-mnc',
  webServerIp: 'x-web-server-ip',
} as const;

export type ProductHeaderName = (typeof PRODUCT_HEADERS)[keyof typeof PRODUCT_HEADERS];

/**
 * The double-submit pair (PR-API-13): the browser keeps a random token in a cookie another site
 * cannot read, and echoes it in a header on its product calls. The cookie name is the spec's.
 */
export const XSRF = { cookie: 'XSRF-TOKEN', header: 'x-xsrf-token' } as const;

/** The session token travels only as `Authorization: Bearer <token>`; the token cookie is never read by the API. */
export function bearerHeader(token: string): string {
  return `Bearer ${token}`;
}
