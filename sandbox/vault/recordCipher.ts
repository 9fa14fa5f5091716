import { createHmac } from 'node:crypto';
import type { CipherKeyRing } from '../keys/sandboxKeys';
import { openCardField, sealCardField } from './cardCipher';

/** Record values are sealed like card fields, under their own key, bound to record and column. */
export function recordFieldContext(recordId: string, column: string): string {
  return `record:${recordId}:${column}`;
}

export function sealRecordField(keys: CipherKeyRing, recordId: string, column: string, value: string): string {
  return sealCardField(keys, value, recordFieldContext(recordId, column));
}

export function openRecordField(keys: CipherKeyRing, recordId: string, column: string, sealed: string): string {
  return openCardField(keys, sealed, recordFieldContext(recordId, column));
}

/**
 * Keyed, so the stored MAC reveals nothing without the server's key; scoped to vault, table and
 * column, so equal values elsewhere get unrelated MACs and cannot be linked.
 */
export function recordLookupMac(key: Buffer, vaultId: string, table: string, column: string, value: string): string {
  return createHmac('sha256', key).update(`${vaultId}\n${table}\n${column}\n${value}`).digest('base64url');
}
