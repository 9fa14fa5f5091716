import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import type { Transaction } from '../../db';
import { requireBearer } from '../../http/bearer';
import { ApiError, notFound } from '../../http/errors';
import { readIdempotencyKey, requestFingerprint, runIdempotent, sendStoredAnswer, type Answer } from '../../http/idempotency';
import { parseInput } from '../../http/validation';
import { checkClientMetadata } from '../clientMetadata';
import { findVaultSession } from '../vaultSessions';
import { findRecordsByValue, insertRecord, lockRecord, writeRecordFields, type RecordLocation } from '../vaultRecords';
import { recordsBodySchema, recordsParamsSchema, type RecordInput, type RecordsBody } from './records.schema';

interface StoredRecord {
  table: string;
  skyflowID: string;
  fields?: Record<string, string>;
}

/** The record a write goes to: the named one, the one an upsert column matches, or a new one. */
async function targetRecord(
  tx: Transaction,
  context: SandboxContext,
  where: RecordLocation,
  record: RecordInput,
  index: number,
  upsertColumn: string | undefined,
  now: Date,
): Promise<string> {
  if (record.skyflowID !== undefined) {
    if (await lockRecord(tx, where, record.skyflowID)) return record.skyflowID;
    throw new ApiError(422, 'RECORD_NOT_FOUND', `records.${index}.skyflowID is not a record of table ${where.table} in this vault`, [`records.${index}.skyflowID`]);
  }
  const value = upsertColumn === undefined ? undefined : record.fields[upsertColumn];
  if (upsertColumn !== undefined && value !== undefined) {
    const matches = await findRecordsByValue(tx, context.keys, where, upsertColumn, value);
    if (matches.length > 1) {
      throw new ApiError(
        409,
        'UPSERT_AMBIGUOUS',
        `Several records of table ${where.table} hold this ${upsertColumn}: send the skyflowID of the one to update`,
        [`records.${index}.fields.${upsertColumn}`],
      );
    }
    const [match] = matches;
    if (match !== undefined) return match;
  }
  return insertRecord(tx, where, now);
}

async function storeRecords(tx: Transaction, context: SandboxContext, vaultId: string, body: RecordsBody, now: Date): Promise<Answer> {
  const upsertColumns = new Map((body.upsert ?? []).map((option) => [option.table, option.column]));
  const stored: StoredRecord[] = [];
  for (const [index, record] of body.records.entries()) {
    const where = { vaultId, table: record.table };
    const recordId = await targetRecord(tx, context, where, record, index, upsertColumns.get(record.table), now);
    const tokens = await writeRecordFields(tx, context.keys, where, recordId, record.fields, body.tokens, now);
    stored.push({ table: record.table, skyflowID: recordId, ...(tokens === undefined ? {} : { fields: tokens }) });
  }
  return { statusCode: 200, body: { records: stored } };
}

/**
 * Generic records of collect containers (PC-COLLECT-2). Called by the frame on
 * the vault origin like tokenize: same-origin, no CORS headers, one transaction per request.
 */
export function registerRecordsRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/vaults/:vaultId/records', async (request, reply) => {
    const now = context.clock();
    const { vaultId } = parseInput(recordsParamsSchema, request.params, 'params');
    await requireBearer(request, { key: context.keys.vaultToken, scope: 'vault', subject: vaultId, now });
    checkClientMetadata(request);
    const idempotencyKey = readIdempotencyKey(request, false);
    const body = parseInput(recordsBodySchema, request.body, 'body');

    const answer = await context.db.transaction(async (tx) => {
      if (!(await findVaultSession(tx, vaultId))) throw notFound(`Vault ${vaultId}`);
      return runIdempotent(
        tx,
        { table: 'vault.idempotency_keys', scope: vaultId, key: idempotencyKey, fingerprint: requestFingerprint(context.keys.requestFingerprint, request), now },
        () => storeRecords(tx, context, vaultId, body, now),
      );
    });
    return sendStoredAnswer(reply, answer);
  });
}
