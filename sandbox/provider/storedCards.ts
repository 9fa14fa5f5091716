import type { Queryable } from '../db';
import type { CipherKeyRing } from '../keys/sandboxKeys';
import { cardFieldContext, openCardField } from '../vault/cardCipher';

export interface StoredCard {
  cardId: string;
  cardNumber: string;
  network: string;
  bin: string;
  lastFour: string;
}

/**
 * The card behind a stored card instrument. It stays in the vault of the session that collected
 * it; the number is decrypted server-side only to pick the test card's outcome.
 */
export async function readStoredCard(db: Queryable, cipherKeys: CipherKeyRing, cardId: string): Promise<StoredCard | null> {
  const { rows } = await db.query<{ id: string; card_number_encrypted: string; network: string; bin: string; last_four: string }>(
    'SELECT id, card_number_encrypted, network, bin, last_four FROM vault.cards WHERE id = $1',
    [cardId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    cardId: row.id,
    cardNumber: openCardField(cipherKeys, row.card_number_encrypted, cardFieldContext(row.id, 'card_number')),
    network: row.network,
    bin: row.bin,
    lastFour: row.last_four,
  };
}
