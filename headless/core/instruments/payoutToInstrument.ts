import type { PaymentClient } from '../client/createPaymentClient';
import type { PollingPolicy } from '../executor/constants';
import { buildPayoutBody, payout, type PayoutResult } from '../executor/payout';
import { parsePayoutInput } from './instrumentInput';
import { providerCall, requireLink } from './storedInstruments';

export interface PayoutDeps {
  sleep?: (ms: number) => Promise<void>;
  polling?: PollingPolicy;
}

/**
 * `client.payout({ paymentInstrumentId, amount? })`: pays the session's amount (or the one
 * given) out to a stored instrument through `links.payout`, and resolves with payoutSuccessful
 * or payoutFailed once the execution shows it. The instrument must be a UUID (PC-PAYOUT-2).
 */
export async function payoutToInstrument(client: PaymentClient, rawInput: unknown, deps: PayoutDeps = {}): Promise<PayoutResult> {
  const input = parsePayoutInput(rawInput, (message) => client.log('ERROR', message));
  const { session } = client;
  const payoutUrl = requireLink(client, session.links.payout, 'links.payout');
  const instrument = session.storedInstruments.find((stored) => stored.id === input.paymentInstrumentId);
  const body = buildPayoutBody({
    amount: input.amount ?? session.amount,
    paymentMethodCode: instrument?.paymentMethod ?? 'card',
    paymentInstrumentId: input.paymentInstrumentId,
  });
  return providerCall(client, () => payout({ client: client.api, payoutUrl, executionUrl: session.links.execution, body, ...deps }));
}
