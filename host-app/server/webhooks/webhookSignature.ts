import { createHmac, timingSafeEqual } from 'node:crypto';

/** The provider's headers: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, and the event id. */
export const WEBHOOK_SIGNATURE_HEADER = 'payment-signature';

/** A delivery signed longer ago than this is refused as a replay (SEC-27: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookSignatureCheck = { ok: true } | { ok: false; problem: 'missing' | 'malformed' | 'mismatch' | 'expired' };

/**
 * Whether a delivery is the provider's and recent: the signature covers the timestamp and the
 * exact body bytes, so neither can be swapped, and it is compared in constant time. The age is
 * checked after the signature, so the timestamp judged is known to be the provider's.
 */
export function checkWebhookSignature(secret: string, header: string | undefined, rawBody: string, now: Date): WebhookSignatureCheck {
  if (header === undefined || header === '') return { ok: false, problem: 'missing' };
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const timestamp = fields.get('t') ?? '';
  const given = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, problem: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, problem: 'mismatch' };
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, problem: 'expired' };
  return { ok: true };
}
