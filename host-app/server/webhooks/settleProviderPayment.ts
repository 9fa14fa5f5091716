import type { Queryable } from '@payment-client/server-kit/db';
import { DEFAULT_LOCALE, LOCALES, type ProductLocale } from '../../contract/site/locales';
import type { ProductContext } from '../context';
import { ProductApiError } from '../http/apiError';
import { confirmProviderPayment } from '../payments/confirmPayment';
import { findOwnPaymentSession, type PaymentSessionStatus } from '../payments/paymentSessionStore';
import { findPendingPurchase } from '../payments/purchaseStore';
import { settleStalePurchase } from '../payments/stalePurchase';
import { settleCardOnFileCharge } from './settleCardOnFileCharge';

/** Where a provider payment stands for the product after settling it: still open, final, or none of its own. */
export type PaymentSettlement = 'open' | 'final' | 'notOurs';

interface SessionOwner {
  subscriberId: string;
  source: string;
  locale: ProductLocale;
  status: PaymentSessionStatus;
}

async function findSessionOwner(db: Queryable, executionId: string): Promise<SessionOwner | null> {
  const { rows } = await db.query<{ subscriber_id: string; source: string; language: string; status: PaymentSessionStatus }>(
    'SELECT subscriber_id, source, language, status FROM product.payment_sessions WHERE execution_id = $1',
    [executionId],
  );
  const row = rows[0];
  if (!row) return null;
  const locale = (LOCALES as readonly string[]).includes(row.language) ? (row.language as ProductLocale) : DEFAULT_LOCALE;
  return { subscriberId: row.subscriber_id, source: row.source, locale, status: row.status };
}

/**
 * Settles one payment from the provider's own record, through the path the browser's confirmation
 * and the stored-card purchase take: the event that prompted it is never taken as proof, so events
 * settle to the same state in any order (a `captured` before its `authorized`), and any number of
 * times. A stored-card purchase still pending keeps its answer for the subscriber's retry.
 */
export async function settleProviderPayment(context: ProductContext, executionId: string, now: Date): Promise<PaymentSettlement> {
  const owner = await findSessionOwner(context.db, executionId);
  // No session of a shopper: it may be a charge a job made on a card on file.
  if (!owner) return settleCardOnFileCharge(context, executionId, now);

  // First, even for a settled session: a purchase whose process stopped before keeping its answer still waits for one.
  const purchase = await findPendingPurchase(context.db, owner.subscriberId);
  if (purchase?.executionId === executionId) {
    await settleStalePurchase(context, purchase, owner.locale, now);
  } else if (owner.status === 'created') {
    const session = await findOwnPaymentSession(context.db, owner.subscriberId, executionId);
    try {
      await confirmProviderPayment(context, session, { source: owner.source }, now);
    } catch (error) {
      // A refusal (declined, not paid yet) is an outcome here, not a failure: nobody waits for an answer.
      if (!(error instanceof ProductApiError) || error.statusCode >= 500) throw error;
    }
  }
  const after = await findSessionOwner(context.db, executionId);
  return after?.status === 'created' ? 'open' : 'final';
}
