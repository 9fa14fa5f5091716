import type { ProviderClient } from '../api/providerClient';
import type { Amount } from '../session/sessionSchema';
import { PAYOUT_STATUS, type PollingPolicy } from './constants';
import { runExecutionCommand } from './executionCommand';
import { failureReason } from './executionRecord';

/** States that end polling for a payout request (payoutPending is not one). */
export const PAYOUT_FINAL_STATES: readonly string[] = [PAYOUT_STATUS.payoutSuccessful, PAYOUT_STATUS.payoutFailed];

export interface PayoutInput {
  amount: Amount;
  paymentMethodCode: string;
  paymentInstrumentId: string;
}

/** The payout payload (PC-PAYOUT-1): one payoutComposition entry paying out the whole amount. */
export function buildPayoutBody(input: PayoutInput) {
  return {
    amount: input.amount,
    payoutComposition: [
      { integrationType: 'api', amount: input.amount, paymentMethodCode: input.paymentMethodCode, paymentInstrumentId: input.paymentInstrumentId },
    ],
  };
}

export type PayoutBody = ReturnType<typeof buildPayoutBody>;

/** What the merchant receives: the final status, and the provider's reason for a failed payout. */
export type PayoutResult =
  | { executionId: string; status: typeof PAYOUT_STATUS.payoutSuccessful }
  | { executionId: string; status: typeof PAYOUT_STATUS.payoutFailed; reason: string | undefined };

export interface PayoutOptions {
  client: ProviderClient;
  payoutUrl: string;
  /** The session's execution link, read to reconcile a payout whose outcome is unknown. */
  executionUrl: string;
  body: PayoutBody;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  polling?: PollingPolicy;
}

/**
 * Sends the payout request once (a lost answer is reconciled, never paid out twice), then
 * polls the execution link until payoutSuccessful or payoutFailed follows it (PC-PAYOUT-3, PC-POLL-4).
 */
export async function payout(options: PayoutOptions): Promise<PayoutResult> {
  const { record, finalCode } = await runExecutionCommand({
    ...options,
    url: options.payoutUrl,
    requestCode: PAYOUT_STATUS.payoutRequested,
    finalCodes: PAYOUT_FINAL_STATES,
  });
  if (finalCode === PAYOUT_STATUS.payoutSuccessful) return { executionId: record.id, status: PAYOUT_STATUS.payoutSuccessful };
  return { executionId: record.id, status: PAYOUT_STATUS.payoutFailed, reason: failureReason(record) };
}
