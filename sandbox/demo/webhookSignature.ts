import { createHmac, timingSafeEqual } from 'node:crypto';

export type WebhookCheck = { ok: true } | { ok: false; problem: string };

/**
 * What a merchant's server checks before it believes a webhook: the `Payment-Signature` header
 * (`t=<unix seconds>,v1=<hex>`) is the HMAC-SHA256 of `<t>.<raw body>` under the endpoint's
 * secret, and `t` is recent, so a recorded delivery cannot be replayed later.
 */
export function checkWebhookSignature(secret: string, header: string | undefined, rawBody: string, nowSeconds: number, toleranceSeconds: number): WebhookCheck {
  if (!header) return { ok: false, problem: 'missing signature header' };
  const parts = new Map(header.split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()] as const));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, problem: 'malformed signature header' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, problem: 'signature does not match' };
  // Checked after the signature, so the timestamp itself is known to be the provider's.
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, problem: 'timestamp outside the tolerance: a replay' };
  return { ok: true };
}
