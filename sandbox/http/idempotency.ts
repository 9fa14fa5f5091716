import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKeyHeader, requestFingerprint as fingerprintOf } from '@payment-client/server-kit/idempotency';
import type { Transaction } from '../db';
import { ApiError } from './errors';

export type IdempotencyTable = 'provider.idempotency_keys' | 'vault.idempotency_keys';

export interface Answer {
  statusCode: number;
  body: unknown;
}

export interface StoredAnswer {
  statusCode: number;
  /** Serialised once, so a replay is byte-for-byte the first answer. */
  body: string;
  replayed: boolean;
}

export interface IdempotentRequest {
  table: IdempotencyTable;
  /** Who the key belongs to: the merchant, the execution or the vault. */
  scope: string;
  key: string | undefined;
  fingerprint: string;
  now: Date;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(request: FastifyRequest, required: boolean): string | undefined {
  const header = readIdempotencyKeyHeader(request.headers, KEY_SHAPE);
  if (header.state === 'present') return header.key;
  if (header.state === 'malformed') {
    throw new ApiError(400, 'INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1-255 visible ASCII characters', [IDEMPOTENCY_KEY_HEADER]);
  }
  if (required) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header, reused on every retry of this operation', [IDEMPOTENCY_KEY_HEADER]);
  return undefined;
}

/** Keyed, because tokenize bodies hold card numbers and a plain hash of a PAN can be brute-forced. */
export function requestFingerprint(key: Buffer, request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return fingerprintOf(`${request.method} ${path}`, request.body ?? null, key);
}

/**
 * Runs `work` once per (scope, key). A repeat with the same request replays the stored answer;
 * a repeat with a different request is refused. Only 2xx answers are stored: an error writes
 * nothing (the transaction rolls back), so a corrected retry with the same key is processed.
 */
export async function runIdempotent(tx: Transaction, request: IdempotentRequest, work: () => Promise<Answer>): Promise<StoredAnswer> {
  const { table, scope, key, fingerprint, now } = request;
  if (key !== undefined) {
    // Serialises concurrent first attempts with the same key; released at commit or rollback.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${table}\n${scope}\n${key}`]);
    const { rows } = await tx.query<{ fingerprint: string; status_code: number; response_body: string }>(
      `SELECT fingerprint, status_code, response_body FROM ${table} WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    const stored = rows[0];
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request: use a new key for a new operation', [
          IDEMPOTENCY_KEY_HEADER,
        ]);
      }
      return { statusCode: stored.status_code, body: stored.response_body, replayed: true };
    }
  }
  const answer = await work();
  const body = JSON.stringify(answer.body);
  if (key !== undefined && answer.statusCode >= 200 && answer.statusCode < 300) {
    await tx.query(
      `INSERT INTO ${table} (scope, key, fingerprint, status_code, response_body, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [scope, key, fingerprint, answer.statusCode, body, now.toISOString()],
    );
  }
  return { statusCode: answer.statusCode, body, replayed: false };
}

export function sendStoredAnswer(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  // 204 No Content carries no body, however the answer was stored.
  if (answer.statusCode === 204) return reply.status(204).send();
  reply.status(answer.statusCode).type('application/json; charset=utf-8');
  return reply.send(answer.body);
}
