import { createHmac, randomBytes } from 'node:crypto';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Payment-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Payment-Event-Id';

/** How old a signed timestamp may be before a receiver treats the delivery as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** HMAC-SHA256 over timestamp, a dot and the exact body bytes, so neither can be swapped. */
export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${webhookSignature(secret, timestampSeconds, body)}`;
}
