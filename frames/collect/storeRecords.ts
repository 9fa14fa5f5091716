import type { CollectResponse } from '../../headless/core/collect/collectFramePort';
import { isPaymentClientError } from '../../headless/core/errors/PaymentClientError';
import { clientMetadata } from '../shared/clientMetadata';
import { vaultRequest } from '../shared/vaultRequest';
import { CollectFailure } from './collectFailure';
import type { RecordsBody } from './collectRecords';

type StoredRecord = CollectResponse['records'][number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function storedRecord(value: unknown): StoredRecord | null {
  if (!isRecord(value) || typeof value.table !== 'string' || typeof value.skyflowID !== 'string') return null;
  const { fields } = value;
  if (fields === undefined) return { table: value.table, skyflowID: value.skyflowID };
  if (!isRecord(fields) || !Object.values(fields).every((token) => typeof token === 'string')) return null;
  return { table: value.table, skyflowID: value.skyflowID, fields: fields as Record<string, string> };
}

/** The vault's answer, rebuilt with only the fields the SDK knows. */
function readRecords(answer: unknown): StoredRecord[] {
  const list = isRecord(answer) && Array.isArray(answer.records) ? answer.records.map(storedRecord) : null;
  if (!list || list.some((record) => record === null)) throw new CollectFailure('NETWORK_ERROR', 'The vault answered the records in an unexpected shape');
  return list as StoredRecord[];
}

/**
 * Stores the records in the vault served from the frame's own origin (CSP `connect-src 'self'`),
 * so typed values go nowhere else. A refusal keeps the vault's own description.
 */
export async function storeRecords(vaultOrigin: string, vaultId: string, vaultToken: string, body: RecordsBody): Promise<StoredRecord[]> {
  let answer: unknown;
  try {
    answer = await vaultRequest({
      method: 'POST',
      url: `${vaultOrigin}/v1/vaults/${encodeURIComponent(vaultId)}/records`,
      body,
      bearerToken: vaultToken,
      metadata: clientMetadata(navigator.userAgent),
    });
  } catch (error) {
    if (!isPaymentClientError(error)) throw new CollectFailure('NETWORK_ERROR', 'Could not reach the vault');
    const code = error.code === 'CONNECTION_ERROR' ? 'CONNECTION_ERROR' : 'NETWORK_ERROR';
    // The SDK adds the request id back when it rebuilds the error.
    const suffix = error.requestId ? ` - requestId: ${error.requestId}` : '';
    const description = suffix && error.message.endsWith(suffix) ? error.message.slice(0, -suffix.length) : error.message;
    throw new CollectFailure(code, description, error.status, error.requestId);
  }
  return readRecords(answer);
}
