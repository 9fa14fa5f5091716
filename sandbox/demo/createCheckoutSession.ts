import { nanoid } from 'nanoid';
import { z } from 'zod';
import { EXECUTION_FAULT_STATUSES } from '../provider/executionFaults';
import { paymentMethodListSchema, tokenTtlSecondsSchema } from '../provider/routes/createSession.schema';
import { isLocalHostname, originProblem } from '../urls/origins';

/** The demo's own limits, tighter than the provider's: the page passes these from its address bar. */
export const DEMO_SESSION_LIMITS = {
  maxExecutionFaults: 5,
} as const;

/**
 * The only session options the demo page may ask for. Anything else is refused, so the browser
 * can never shape the session beyond these (amount, origins and references stay server-side).
 * The holder above all: it is the signed-in shopper, never what the page says.
 */
export const checkoutSessionOptionsSchema = z.strictObject({
  holderReference: z.never({ error: "must not be sent: the holder is the shopper signed in to the shop (POST /demo/api/sign-in)" }).optional(),
  tokenTtlSeconds: tokenTtlSecondsSchema.optional(),
  executionFaults: z
    .array(z.literal([...EXECUTION_FAULT_STATUSES]))
    .max(DEMO_SESSION_LIMITS.maxExecutionFaults)
    .optional(),
  paymentMethods: paymentMethodListSchema.optional(),
});

export type CheckoutSessionOptions = z.output<typeof checkoutSessionOptionsSchema>;

export interface CheckoutSessionRequest {
  /** Where this server reaches the provider (loopback, so no DNS is involved). */
  providerUrl: string;
  secretKey: string;
  /** The `Origin` header of the shopper's request, if any. */
  pageOrigin: string | undefined;
  providerOrigin: string;
  /** The signed-in shopper, if any: the session's holder. */
  holderReference: string | null;
  options: CheckoutSessionOptions;
}

export const DEMO_AMOUNT = { value: 800, currency: 'EUR' } as const;

function embeddingOrigin(pageOrigin: string | undefined, providerOrigin: string): string {
  if (pageOrigin && originProblem(pageOrigin) === null && isLocalHostname(new URL(pageOrigin).hostname)) return new URL(pageOrigin).origin;
  return providerOrigin;
}

/** The page's origin when it is on this machine, and the provider's (where the demo itself is served). */
export function demoAllowedOrigins(pageOrigin: string | undefined, providerOrigin: string): string[] {
  return [...new Set([embeddingOrigin(pageOrigin, providerOrigin), providerOrigin])];
}

/** The provider's session body; options left out stay at the provider's defaults. */
function sessionBody(request: CheckoutSessionRequest) {
  const { tokenTtlSeconds, executionFaults, paymentMethods } = request.options;
  const { holderReference } = request;
  const allowedOrigins = demoAllowedOrigins(request.pageOrigin, request.providerOrigin);
  return {
    amount: DEMO_AMOUNT,
    merchantReference: `order-${nanoid(12)}`,
    allowedOrigins,
    ...(holderReference === null ? {} : { holderReference }),
    ...(paymentMethods === undefined ? {} : { paymentMethods }),
    ...(tokenTtlSeconds === undefined ? {} : { tokenTtlSeconds }),
    ...(executionFaults === undefined ? {} : { simulate: { executionFaults } }),
  };
}

/**
 * What a merchant's own server does: create a payment session with the secret key, which never
 * leaves the server, and hand the browser only the init response.
 */
export async function createCheckoutSession(
  request: CheckoutSessionRequest,
): Promise<{ ok: true; initResponse: unknown; executionId: string; merchantReference: string } | { ok: false; status: number }> {
  const body = sessionBody(request);
  const response = await fetch(`${request.providerUrl}/v1/payment-sessions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${request.secretKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': nanoid(),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return { ok: false, status: response.status };
  // The order keeps the execution id, to confirm the payment by reading it or from a webhook.
  const initResponse = (await response.json()) as { executionId: string };
  return { ok: true, initResponse, executionId: initResponse.executionId, merchantReference: body.merchantReference };
}
