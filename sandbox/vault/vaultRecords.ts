import type { Queryable } from '../db';
import { newId } from '../db/ids';
import type { SandboxKeys } from '../keys/sandboxKeys';
import { recordLookupMac, sealRecordField } from './recordCipher';

export interface RecordLocation {
  vaultId: string;
  table: string;
}

/** Locks the record, so a concurrent update of it waits for this transaction. */
export async function lockRecord(tx: Queryable, where: RecordLocation, recordId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM vault.records WHERE id = $1 AND vault_id = $2 AND table_name = $3 FOR UPDATE', [
    recordId,
    where.vaultId,
    where.table,
  ]);
  return rows.length > 0;
}

/**
 * Records of this vault and table whose `column` holds `value`, found by MAC (at most two: one is
 * a match, two an ambiguity). Concurrent upserts of the same value wait for each other.
 */
export async function findRecordsByValue(tx: Queryable, keys: SandboxKeys, where: RecordLocation, column: string, value: string): Promise<string[]> {
  const mac = recordLookupMac(keys.recordLookup, where.vaultId, where.table, column, value);
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`vault.record_fields\n${mac}`]);
  const { rows } = await tx.query<{ id: string }>(
    `SELECT r.id FROM vault.records r JOIN vault.record_fields f ON f.record_id = r.id
     WHERE r.vault_id = $1 AND r.table_name = $2 AND f.column_name = $3 AND f.value_mac = $4
     ORDER BY r.id LIMIT 2`,
    [where.vaultId, where.table, column, mac],
  );
  return rows.map((row) => row.id);
}

export async function insertRecord(tx: Queryable, where: RecordLocation, now: Date): Promise<string> {
  const recordId = newId('rec');
  await tx.query('INSERT INTO vault.records (id, vault_id, table_name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [
    recordId,
    where.vaultId,
    where.table,
    now.toISOString(),
  ]);
  return recordId;
}

/**
 * Stores each value sealed, with its lookup MAC, replacing the column's previous value and
 * tokens. Answers one fresh token per column when asked to, else nothing.
 */
export async function writeRecordFields(
  tx: Queryable,
  keys: SandboxKeys,
  where: RecordLocation,
  recordId: string,
  fields: Record<string, string>,
  issueTokens: boolean,
  now: Date,
): Promise<Record<string, string> | undefined> {
  const at = now.toISOString();
  const tokens: [column: string, token: string][] = [];
  for (const [column, value] of Object.entries(fields)) {
    await tx.query(
      `INSERT INTO vault.record_fields (record_id, column_name, value_encrypted, value_mac, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (record_id, column_name) DO UPDATE SET value_encrypted = EXCLUDED.value_encrypted, value_mac = EXCLUDED.value_mac, updated_at = EXCLUDED.updated_at`,
      [recordId, column, sealRecordField(keys.recordCipher, recordId, column, value), recordLookupMac(keys.recordLookup, where.vaultId, where.table, column, value), at],
    );
    await tx.query('DELETE FROM vault.record_tokens WHERE record_id = $1 AND column_name = $2', [recordId, column]);
    if (!issueTokens) continue;
    const token = newId('tok');
    await tx.query('INSERT INTO vault.record_tokens (token, vault_id, record_id, column_name, created_at) VALUES ($1, $2, $3, $4, $5)', [
      token,
      where.vaultId,
      recordId,
      column,
      at,
    ]);
    tokens.push([column, token]);
  }
  await tx.query('UPDATE vault.records SET updated_at = $2 WHERE id = $1', [recordId, at]);
  return issueTokens ? Object.fromEntries(tokens) : undefined;
}
