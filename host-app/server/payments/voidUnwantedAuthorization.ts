import type { ProductContext } from '../context';
import { markPaymentSessionVoided, type PaymentSession } from './paymentSessionStore';
import { NOTHING_TO_VOID, ProviderRefusedError } from './providerClient';

/**
 * Releases the money of an authorization the subscriber no longer needs (Premium came from
 * another payment meanwhile), then records it on the payment session. When the provider cannot
 * be reached the error goes to the caller and the session stays open, so the next confirmation
 * of it voids it again; voiding twice is harmless.
 */
export async function voidUnwantedAuthorization(context: ProductContext, session: PaymentSession): Promise<void> {
  let voidedAt: Date;
  try {
    voidedAt = new Date((await context.payments.provider.voidAuthorization(session.executionId)).voidedAt);
  } catch (error) {
    // Nothing successful to release: no money is kept, and nothing is recorded.
    if (error instanceof ProviderRefusedError && error.errorCode === NOTHING_TO_VOID) return;
    throw error;
  }
  await markPaymentSessionVoided(context.db, session.id, Number.isNaN(voidedAt.getTime()) ? context.clock() : voidedAt);
}
