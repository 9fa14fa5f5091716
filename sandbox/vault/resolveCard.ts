import type { Queryable } from '../db';
import type { CipherKeyRing } from '../keys/sandboxKeys';
import { cardFieldContext, openCardField } from './cardCipher';

export const CARD_FIELDS = ['card_number', 'expiry_month', 'expiry_year', 'security_code', 'cardholder_name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** Vault tokens as the frame hands them to the SDK, one per card field. */
export type CardTokens = Partial<Record<CardField, string>> & { card_number: string };

export interface ResolvedCard {
  cardId: string;
  cardNumber: string;
  network: string;
  bin: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
}

export type CardResolution = { ok: true; card: ResolvedCard } | { ok: false; badFields: CardField[] };

interface CardRow {
  id: string;
  card_number_encrypted: string;
  expiry_month: string;
  expiry_year: string;
  network: string;
  bin: string;
  last_four: string;
}

/**
 * Turns tokens back into the card, server-side. Every token must exist in this vault, be the
 * token of the field it is sent as, and all must belong to one card; otherwise the bad fields
 * are named. Locks the card row, since authorization then discards its CVC.
 */
export async function resolveCard(tx: Queryable, cipherKeys: CipherKeyRing, vaultId: string, tokens: CardTokens): Promise<CardResolution> {
  const badFields: CardField[] = [];
  const cardIds = new Set<string>();
  for (const field of CARD_FIELDS) {
    const token = tokens[field];
    if (token === undefined) continue;
    const { rows } = await tx.query<{ card_id: string; field: string }>('SELECT card_id, field FROM vault.tokens WHERE token = $1 AND vault_id = $2', [
      token,
      vaultId,
    ]);
    const row = rows[0];
    if (!row || row.field !== field) badFields.push(field);
    else cardIds.add(row.card_id);
  }
  if (badFields.length > 0) return { ok: false, badFields };
  const [cardId] = cardIds;
  if (cardIds.size !== 1 || cardId === undefined) return { ok: false, badFields: CARD_FIELDS.filter((field) => tokens[field] !== undefined) };

  const { rows } = await tx.query<CardRow>(
    'SELECT id, card_number_encrypted, expiry_month, expiry_year, network, bin, last_four FROM vault.cards WHERE id = $1 AND vault_id = $2 FOR UPDATE',
    [cardId, vaultId],
  );
  const row = rows[0];
  if (!row) return { ok: false, badFields: ['card_number'] };
  return {
    ok: true,
    card: {
      cardId: row.id,
      cardNumber: openCardField(cipherKeys, row.card_number_encrypted, cardFieldContext(row.id, 'card_number')),
      network: row.network,
      bin: row.bin,
      lastFour: row.last_four,
      expiryMonth: row.expiry_month,
      expiryYear: row.expiry_year,
    },
  };
}

/** A CVC may be used for one authorization only and is never kept after it (PCI DSS 3.3.1.2). */
export async function discardSecurityCode(tx: Queryable, cardId: string): Promise<void> {
  await tx.query('UPDATE vault.cards SET security_code_encrypted = NULL WHERE id = $1', [cardId]);
  await tx.query("DELETE FROM vault.tokens WHERE card_id = $1 AND field = 'security_code'", [cardId]);
}
