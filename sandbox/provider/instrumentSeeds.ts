import type { Queryable } from '../db';
import { cardDisplayName, holderHasInstruments, insertInstrument, type NewInstrument } from './instruments';

/** The holder reference whose first session comes with wallet instruments (documented in the README). */
export const DEMO_WALLETS_HOLDER_REFERENCE = 'demo-wallets';

type Seed = Omit<NewInstrument, 'holderId'>;

/** As the session lists them (newest first): one enabled and one disabled PayPal and Google Pay each. */
export const DEMO_WALLET_SEEDS: readonly Seed[] = [
  { paymentMethod: 'payPal', status: 'enabled', displayName: 'PayPal buyer@example.com' },
  { paymentMethod: 'googlePay', status: 'enabled', displayName: cardDisplayName('visa', '1111'), network: 'visa', bin: '41111111', lastFour: '1111' },
  { paymentMethod: 'payPal', status: 'disabled', displayName: 'PayPal old-buyer@example.com' },
  { paymentMethod: 'googlePay', status: 'disabled', displayName: cardDisplayName('mastercard', '4444'), network: 'mastercard', bin: '55555555', lastFour: '4444' },
];

/**
 * Gives the demo holder its instruments the first time it is seen. A holder that already has
 * any instrument row (even a deleted one) keeps what the shopper did with them.
 */
export async function seedDemoInstruments(tx: Queryable, holderReference: string | undefined, holderId: string, now: Date): Promise<void> {
  if (holderReference !== DEMO_WALLETS_HOLDER_REFERENCE) return;
  // Two first sessions at once must not both seed.
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`provider.instruments\n${holderId}`]);
  if (await holderHasInstruments(tx, holderId)) return;
  // Inserted oldest first, so newest-first listing shows them in DEMO_WALLET_SEEDS order.
  for (const seed of [...DEMO_WALLET_SEEDS].reverse()) await insertInstrument(tx, { ...seed, holderId }, now);
}
