import type { Database, Queryable } from '../db';
import type { SandboxKeys } from './sandboxKeys';
import { cardFieldContext, openCardField, sealCardField } from '../vault/cardCipher';
import { openRecordField, sealRecordField } from '../vault/recordCipher';

type CipherKeys = Pick<SandboxKeys, 'cardCipher' | 'recordCipher'>;

export interface ReencryptProgress {
  cards: number;
  recordFields: number;
}

export const DEFAULT_BATCH_SIZE = 200;

const CARD_COLUMNS = ['card_number', 'security_code', 'cardholder_name'] as const;

/** `v2.<keyId>.…`: the key id is the second part of every ciphertext. */
const keyIdOf = (column: string) => `split_part(${column}, '.', 2)`;

interface CardRow {
  id: string;
  card_number_encrypted: string;
  security_code_encrypted: string | null;
  cardholder_name_encrypted: string | null;
}

async function reencryptCardBatch(tx: Queryable, keys: CipherKeys, currentId: string, batchSize: number): Promise<number> {
  const { rows } = await tx.query<CardRow>(
    `SELECT id, card_number_encrypted, security_code_encrypted, cardholder_name_encrypted FROM vault.cards
     WHERE ${CARD_COLUMNS.map((column) => `${keyIdOf(`${column}_encrypted`)} <> $1`).join(' OR ')}
     ORDER BY id LIMIT $2 FOR UPDATE`,
    [currentId, batchSize],
  );
  for (const row of rows) {
    const [number, code, name] = CARD_COLUMNS.map((column) => {
      const sealed = row[`${column}_encrypted`];
      if (sealed === null) return null;
      const context = cardFieldContext(row.id, column);
      return sealCardField(keys.cardCipher, openCardField(keys.cardCipher, sealed, context), context);
    });
    await tx.query('UPDATE vault.cards SET card_number_encrypted = $2, security_code_encrypted = $3, cardholder_name_encrypted = $4 WHERE id = $1', [
      row.id,
      number,
      code,
      name,
    ]);
  }
  return rows.length;
}

async function reencryptRecordBatch(tx: Queryable, keys: CipherKeys, currentId: string, batchSize: number): Promise<number> {
  const { rows } = await tx.query<{ record_id: string; column_name: string; value_encrypted: string }>(
    `SELECT record_id, column_name, value_encrypted FROM vault.record_fields WHERE ${keyIdOf('value_encrypted')} <> $1
     ORDER BY record_id, column_name LIMIT $2 FOR UPDATE`,
    [currentId, batchSize],
  );
  for (const row of rows) {
    const value = openRecordField(keys.recordCipher, row.record_id, row.column_name, row.value_encrypted);
    await tx.query('UPDATE vault.record_fields SET value_encrypted = $3 WHERE record_id = $1 AND column_name = $2', [
      row.record_id,
      row.column_name,
      sealRecordField(keys.recordCipher, row.record_id, row.column_name, value),
    ]);
  }
  return rows.length;
}

/**
 * Seals every card field and record value again under the current key, a batch per
 * transaction, while the servers keep serving: rows are locked only for their batch, and a
 * server holding both keys reads old and new ids alike. Repeats until no row is left behind.
 */
export async function reencryptAll(
  db: Database,
  keys: CipherKeys,
  options: { batchSize?: number; onBatch?: (progress: ReencryptProgress) => void } = {},
): Promise<ReencryptProgress> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const progress: ReencryptProgress = { cards: 0, recordFields: 0 };
  for (;;) {
    const cards = await db.transaction((tx) => reencryptCardBatch(tx, keys, keys.cardCipher.current().id, batchSize));
    const recordFields = await db.transaction((tx) => reencryptRecordBatch(tx, keys, keys.recordCipher.current().id, batchSize));
    progress.cards += cards;
    progress.recordFields += recordFields;
    if (cards + recordFields === 0) return progress;
    options.onBatch?.({ ...progress });
  }
}

/** Rows still sealed under `keyId`: a key may be retired only when none are left. */
export async function countSealedUnder(db: Queryable, keyId: string): Promise<number> {
  const { rows } = await db.query<{ count: number | string }>(
    `SELECT (SELECT count(*) FROM vault.cards WHERE ${CARD_COLUMNS.map((column) => `${keyIdOf(`${column}_encrypted`)} = $1`).join(' OR ')})
          + (SELECT count(*) FROM vault.record_fields WHERE ${keyIdOf('value_encrypted')} = $1) AS count`,
    [keyId],
  );
  return Number(rows[0]?.count ?? 0);
}
