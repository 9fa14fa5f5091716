/** Version strings sent with every provider call (PC-CLIENT-6). */
export const CLIENT_VERSION = '5.29.3';
export const API_VERSION = '4.18.1';
export const CLIENT_TYPE = 'web';

/** Header names of provider calls. */
export const HEADERS = {
  authorization: 'Authorization',
  idempotencyKey: 'Idempotency-Key',
  clientVersion: 'X-Client-Version',
  clientType: 'X-Client-Type',
  apiVersion: 'X-Api-Version',
  requestId: 'X-Request-Id',
} as const;
