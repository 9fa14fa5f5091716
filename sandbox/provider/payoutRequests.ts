import type { SandboxContext } from '../context';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { appendStatus } from './executions';
import { findHolderInstrument, type InstrumentRow } from './instruments';
import { insertPayout } from './payouts';
import type { Amount } from './routes/amount.schema';
import { readStoredCard, type StoredCard } from './storedCards';
import { authorizationOutcome } from './testCards';

export interface PayableCard {
  instrument: InstrumentRow;
  card: StoredCard;
}

/** Payouts go only to an enabled stored card of the holder; anything else is a 422 naming `field`. */
export async function requirePayableCard(tx: Queryable, context: SandboxContext, holderId: string, instrumentId: string, field: string): Promise<PayableCard> {
  const instrument = await findHolderInstrument(tx, holderId, instrumentId);
  const card =
    instrument?.status === 'enabled' && instrument.paymentMethod === 'card' && instrument.cardId !== null
      ? await readStoredCard(tx, context.keys.cardCipher, instrument.cardId)
      : null;
  if (!instrument || !card) {
    throw new ApiError(422, 'INVALID_INSTRUMENT', `Payouts go to an enabled stored card of this holder: ${field} names none`, [field]);
  }
  return { instrument, card };
}

/**
 * Records the payout request of a payout execution and its payoutRequested status; the outcome
 * is applied after the settle delay. A card that declines authorizations declines payouts too,
 * with the same reason.
 */
export async function requestPayout(tx: Queryable, context: SandboxContext, executionId: string, payee: PayableCard, amount: Amount, now: Date): Promise<void> {
  const outcome = authorizationOutcome(payee.card.cardNumber);
  await insertPayout(tx, {
    executionId,
    instrumentId: payee.instrument.id,
    amount,
    outcome: outcome.code === 'authorizeSuccessful' ? 'payoutSuccessful' : 'payoutFailed',
    declineReason: outcome.code === 'authorizeFailed' ? outcome.reason : null,
    requestedAt: now,
    settleAt: new Date(now.getTime() + context.settleDelayMs),
  });
  await appendStatus(tx, executionId, 'payoutRequested', now);
}
