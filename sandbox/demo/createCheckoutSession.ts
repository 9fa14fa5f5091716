import { nanoid } from 'nanoid';
import { isLocalHostname, originProblem } from '../shared/origins';

export interface CheckoutSessionRequest {
  /** Where this server reaches the provider (loopback, so no DNS is involved). */
  providerUrl: string;
  secretKey: string;
  /** The `Origin` header of the shopper's request, if any. */
  pageOrigin: string | undefined;
  providerOrigin: string;
}

export const DEMO_AMOUNT = { value: 800, currency: 'EUR' } as const;

function embeddingOrigin(pageOrigin: string | undefined, providerOrigin: string): string {
  if (pageOrigin && originProblem(pageOrigin) === null && isLocalHostname(new URL(pageOrigin).hostname)) return new URL(pageOrigin).origin;
  return providerOrigin;
}

/**
 * What a merchant's own server does: create a payment session with the secret key, which never
 * leaves the server, and hand the browser only the init response.
 */
export async function createCheckoutSession(request: CheckoutSessionRequest): Promise<{ ok: true; initResponse: unknown } | { ok: false; status: number }> {
  const allowedOrigins = [...new Set([embeddingOrigin(request.pageOrigin, request.providerOrigin), request.providerOrigin])];
  const response = await fetch(`${request.providerUrl}/v1/payment-sessions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${request.secretKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': nanoid(),
    },
    body: JSON.stringify({ amount: DEMO_AMOUNT, merchantReference: `order-${nanoid(12)}`, allowedOrigins }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, initResponse: await response.json() };
}
