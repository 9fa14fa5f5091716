import { nanoid } from 'nanoid';
import { z } from 'zod';
import { DEMO_AMOUNT, demoAllowedOrigins } from './createCheckoutSession';

/** The page names which of the shopper's saved cards to pay out to; amount and shopper are the shop's. */
export const payoutSessionOptionsSchema = z.strictObject({
  paymentInstrumentId: z.uuid('must be the id of one of your saved cards'),
});

export type PayoutSessionOptions = z.output<typeof payoutSessionOptionsSchema>;

export interface PayoutSessionRequest {
  providerUrl: string;
  secretKey: string;
  pageOrigin: string | undefined;
  providerOrigin: string;
  /** The signed-in shopper: the only holder this shop pays out to. */
  holderReference: string;
  options: PayoutSessionOptions;
}

export type PayoutSessionResult = { ok: true; initResponse: unknown } | { ok: false; status: number; errorCode?: string };

/**
 * What a merchant's server does before the browser may pay out: it decides the amount and the
 * stored card, and asks the provider for a session that can pay out exactly that, once.
 */
export async function createPayoutSession(request: PayoutSessionRequest): Promise<PayoutSessionResult> {
  const response = await fetch(`${request.providerUrl}/v1/payout-sessions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${request.secretKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': nanoid(),
    },
    body: JSON.stringify({
      amount: DEMO_AMOUNT,
      merchantReference: `payout-${nanoid(12)}`,
      holderReference: request.holderReference,
      paymentInstrumentId: request.options.paymentInstrumentId,
      allowedOrigins: demoAllowedOrigins(request.pageOrigin, request.providerOrigin),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { errorCode?: unknown } | null;
    return { ok: false, status: response.status, ...(typeof problem?.errorCode === 'string' ? { errorCode: problem.errorCode } : {}) };
  }
  return { ok: true, initResponse: await response.json() };
}
