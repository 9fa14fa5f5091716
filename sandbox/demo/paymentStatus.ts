import { z } from 'zod';
import { resourceIdSchema } from '../http/validation';

export const paymentStatusParamsSchema = z.strictObject({ executionId: resourceIdSchema });

const paymentAnswerSchema = z.object({
  merchantReference: z.string(),
  status: z.string(),
  authorizations: z.array(z.object({ outcome: z.string(), paymentMethodCode: z.string() })),
});

/** What the shop tells a shopper who comes back from a payment page. */
export interface PaymentStatus {
  executionId: string;
  /** The latest authorize status, or `none` when the execution has no authorization. */
  outcome: string;
  paymentMethodCode?: string;
}

export interface PaymentStatusRequest {
  providerUrl: string;
  secretKey: string;
  executionId: string;
}

/**
 * A return URL's query says what the payment page reported, which anyone can type: the shop's
 * server asks the provider, with its secret key, how the payment really ended.
 */
export async function readPaymentStatus(
  request: PaymentStatusRequest,
): Promise<{ ok: true; status: PaymentStatus; payment: { merchantReference: string; status: string } } | { ok: false; status: number }> {
  const response = await fetch(`${request.providerUrl}/v1/payments/${encodeURIComponent(request.executionId)}`, {
    headers: { Authorization: `Bearer ${request.secretKey}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return { ok: false, status: response.status };
  // Newest first: earlier authorizations of the execution all failed before this one was made.
  const payment = paymentAnswerSchema.parse(await response.json());
  const [latest] = payment.authorizations;
  return {
    ok: true,
    status: { executionId: request.executionId, outcome: latest?.outcome ?? 'none', ...(latest ? { paymentMethodCode: latest.paymentMethodCode } : {}) },
    payment: { merchantReference: payment.merchantReference, status: payment.status },
  };
}
