import type { Queryable } from '@payment-client/server-kit/db';
import { PLAN_CURRENCY } from '../../contract/payments/paymentConstants';
import { ResultCode } from '../../contract/http/resultCodes';
import type { CardUpdateResult, CardUpdateSession } from '../../contract/subscriptions/subscriptionTypes';
import type { ProductContext } from '../context';
import { notFound, ProductApiError } from '../http/apiError';
import { newProductId } from '../ids';
import { retryPastDueRenewal } from '../jobs/retryPastDue';
import { ProviderRefusedError } from '../payments/providerClient';
import { decodeProviderSession } from '../payments/providerSession';
import { premiumSessionOrigins } from '../payments/premiumSession';
import { lockSubscriberPayments } from '../payments/subscriberPaymentLock';
import { findCardChangeTarget, readSubscriptionDetails } from './subscriptionStore';

/** Only the card method stores a card the renewals can charge. */
const VERIFICATION_METHODS = ['card'];

const cardChangeUnavailable = () => new ProductApiError(409, ResultCode.CustomError, 'subscription.cardChangeUnavailable');
const cardNotVerified = () => new ProductApiError(402, ResultCode.CustomError, 'subscription.cardNotVerified');

interface CardUpdateRow {
  id: string;
  status: 'created' | 'confirmed' | 'failed';
  subscription_id: string | null;
  replaced_instrument_id: string | null;
  replaced_instrument_deleted_at: Date | null;
}

const CARD_UPDATE_COLUMNS = 'id, status, subscription_id, replaced_instrument_id, replaced_instrument_deleted_at';

async function findOwnCardUpdate(db: Queryable, subscriberId: string, executionId: string, lock = false): Promise<CardUpdateRow> {
  const { rows } = await db.query<CardUpdateRow>(
    `SELECT ${CARD_UPDATE_COLUMNS} FROM product.card_updates
     WHERE execution_id = $1 AND subscriber_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [executionId, subscriberId],
  );
  // Another subscriber's execution is not found either, so ids of other accounts cannot be probed.
  if (!rows[0]) throw notFound('subscription.cardUpdateNotFound');
  return rows[0];
}

const markFailed = (db: Queryable, id: string) => db.query(`UPDATE product.card_updates SET status = 'failed' WHERE id = $1 AND status = 'created'`, [id]);

/**
 * Starts replacing the card of the subscriber's subscription: a payment session of zero amount,
 * card only, for the subscriber as the provider's holder, which the card form runs in its
 * `verifyOnly` mode (the card is verified, 3-D Secure included, and stored).
 */
export async function startCardUpdate(context: ProductContext, subscriberId: string, now: Date): Promise<CardUpdateSession> {
  if (!(await findCardChangeTarget(context.db, subscriberId, now))) throw cardChangeUnavailable();
  const { provider } = context.payments;
  const id = newProductId('crd');
  const amount = { value: 0, currency: PLAN_CURRENCY };
  const initResponse = await provider.createPaymentSession({
    amount,
    merchantReference: id,
    holderReference: subscriberId,
    allowedOrigins: premiumSessionOrigins(context),
    paymentMethods: VERIFICATION_METHODS,
  });
  const executionId = decodeProviderSession(initResponse).execution.id;
  await context.db.query(
    `INSERT INTO product.card_updates (id, subscriber_id, execution_id, status, created_at) VALUES ($1, $2, $3, 'created', $4)`,
    [id, subscriberId, executionId, now.toISOString()],
  );
  return { sdkConfiguration: JSON.stringify(initResponse), environment: provider.environment, executionId, amount };
}

/**
 * Whether a renewal or trial-end charge claimed on this card, or a plan change charge of the
 * subscription, is still in flight: claimed before the card was replaced, it is made on this card.
 * Claims made after read the new card under the payment lock, so none can start on this one later.
 */
async function chargeInFlightOn(db: Queryable, subscriptionId: string, instrumentId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM product.renewal_charges WHERE subscription_id = $1 AND status = 'claimed' AND (payment_instrument_id = $2 OR payment_instrument_id IS NULL)
     UNION ALL SELECT 1 FROM product.trial_charges WHERE subscription_id = $1 AND status = 'claimed' AND (payment_instrument_id = $2 OR payment_instrument_id IS NULL)
     UNION ALL SELECT 1 FROM product.plan_change_charges WHERE subscription_id = $1 AND status = 'claimed'
     LIMIT 1`,
    [subscriptionId, instrumentId],
  );
  return rows.length > 0;
}

/**
 * Deletes the card a confirmed update replaced, at the provider, once. Not while a charge on it is
 * in flight: deleted under it, that charge would fail as a decline. One the provider no longer has
 * counts as deleted. Whatever is left undone, the billing run's sweep (`deleteReplacedCards`) or the
 * next confirm of the same update finishes.
 */
async function deleteReplacedCard(context: ProductContext, subscriberId: string, update: CardUpdateRow, now: Date): Promise<boolean> {
  if (update.replaced_instrument_id === null || update.replaced_instrument_deleted_at !== null) return false;
  if (update.subscription_id !== null && (await chargeInFlightOn(context.db, update.subscription_id, update.replaced_instrument_id))) return false;
  try {
    await context.payments.provider.deleteStoredInstrument(subscriberId, update.replaced_instrument_id);
  } catch (error) {
    if (!(error instanceof ProviderRefusedError && error.status === 404)) return false;
  }
  await context.db.query('UPDATE product.card_updates SET replaced_instrument_deleted_at = $2 WHERE id = $1', [update.id, now.toISOString()]);
  return true;
}

/**
 * The browser reports a finished verification. On the provider's word only (read with the
 * merchant key), the card it stored becomes the subscription's instrument; the replaced one is
 * then deleted at the provider, and a past-due renewal is tried on the new card at once.
 * Idempotent: a confirmed update answers as it did, finishing a deletion left undone.
 */
export async function confirmCardUpdate(context: ProductContext, subscriberId: string, executionId: string, now: Date): Promise<CardUpdateResult> {
  const { provider } = context.payments;
  const update = await findOwnCardUpdate(context.db, subscriberId, executionId);
  if (update.status === 'failed') throw cardNotVerified();
  if (update.status === 'created') {
    const authorization = (await provider.listAuthorizations(executionId)).find((entry) => entry.executionId === executionId);
    if (authorization?.outcome === 'authorizeRequested' || authorization?.outcome === 'authorizePending') {
      return { status: 'pending', details: await readSubscriptionDetails(context.db, subscriberId, now) };
    }
    const onFile = authorization?.outcome === 'authorizeSuccessful' ? await provider.readCardOnFile(executionId) : null;
    // A verification takes nothing and must leave a card on file: anything else changes nothing.
    if (!onFile || onFile.amount.value !== 0 || onFile.paymentInstrumentId === null) {
      if (authorization) await markFailed(context.db, update.id);
      throw cardNotVerified();
    }
    const newInstrumentId = onFile.paymentInstrumentId;
    const outcome = await context.db.transaction(async (tx) => {
      // Under the payment lock: a renewal being claimed, a cancellation and this do not interleave.
      await lockSubscriberPayments(tx, subscriberId);
      const current = await findOwnCardUpdate(tx, subscriberId, executionId, true);
      if (current.status !== 'created') return current.status;
      const target = await findCardChangeTarget(tx, subscriberId, now);
      if (!target) {
        await markFailed(tx, update.id);
        return 'unavailable' as const;
      }
      // It renews on a card from now on, whatever wallet paid before.
      await tx.query(`UPDATE product.subscriptions SET payment_instrument_id = $2, payment_method = 'CreditCard', updated_at = $3 WHERE id = $1`, [
        target.subscriptionId,
        newInstrumentId,
        now.toISOString(),
      ]);
      const replaced = target.paymentInstrumentId === newInstrumentId ? null : target.paymentInstrumentId;
      await tx.query(
        `UPDATE product.card_updates SET status = 'confirmed', subscription_id = $2, new_instrument_id = $3, replaced_instrument_id = $4, confirmed_at = $5 WHERE id = $1`,
        [update.id, target.subscriptionId, newInstrumentId, replaced, now.toISOString()],
      );
      return 'confirmed' as const;
    });
    if (outcome === 'failed') throw cardNotVerified();
    if (outcome === 'unavailable') {
      // Nothing will charge the card just stored: it is not kept.
      await provider.deleteStoredInstrument(subscriberId, newInstrumentId).catch(() => undefined);
      throw cardChangeUnavailable();
    }
  }
  // After the transaction: provider calls never run inside one.
  await deleteReplacedCard(context, subscriberId, await findOwnCardUpdate(context.db, subscriberId, executionId), now);
  await retryPastDueRenewal(context, subscriberId, now);
  return { status: 'updated', details: await readSubscriptionDetails(context.db, subscriberId, now) };
}

/**
 * The billing run's sweep: deletes at the provider the replaced cards whose deletion waited for a
 * charge in flight, or failed. Returns the card updates it finished.
 */
export async function deleteReplacedCards(context: ProductContext, now: Date, only: { subscriberId?: string } = {}): Promise<string[]> {
  const { rows } = await context.db.query<CardUpdateRow & { subscriber_id: string }>(
    `SELECT ${CARD_UPDATE_COLUMNS}, subscriber_id FROM product.card_updates
     WHERE status = 'confirmed' AND replaced_instrument_id IS NOT NULL AND replaced_instrument_deleted_at IS NULL
       AND ($1::text IS NULL OR subscriber_id = $1)
     ORDER BY confirmed_at`,
    [only.subscriberId ?? null],
  );
  const finished: string[] = [];
  for (const update of rows) if (await deleteReplacedCard(context, update.subscriber_id, update, now)) finished.push(update.id);
  return finished;
}
