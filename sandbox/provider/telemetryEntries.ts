import type { TelemetryEntry } from '../../headless/core/telemetry/telemetryEntry';
import type { Database, Queryable } from '../db';

/** A session's page stores at most this many entries: a page stuck in a loop cannot fill the table. */
export const MAX_TELEMETRY_ENTRIES_PER_EXECUTION = 500;

export interface StoredTelemetryEntry extends TelemetryEntry {
  executionId: string;
  receivedAt: string;
}

interface TelemetryRow {
  execution_id: string;
  level: TelemetryEntry['level'];
  code: TelemetryEntry['code'];
  message_key: TelemetryEntry['messageKey'];
  sdk_version: string;
  integration: TelemetryEntry['integration'];
  logged_at: Date | string;
  page_origin: string;
  received_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Stores a batch for an execution, as far as its share allows; answers how many were kept. */
export async function insertTelemetryEntries(db: Database, executionId: string, entries: readonly TelemetryEntry[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // The execution's row lock makes concurrent batches count one after the other.
    await tx.query('SELECT id FROM provider.executions WHERE id = $1 FOR UPDATE', [executionId]);
    const { rows } = await tx.query<{ count: string | number }>('SELECT count(*) AS count FROM provider.telemetry_entries WHERE execution_id = $1', [executionId]);
    const kept = entries.slice(0, Math.max(0, MAX_TELEMETRY_ENTRIES_PER_EXECUTION - Number(rows[0]?.count ?? 0)));
    for (const entry of kept) {
      await tx.query(
        `INSERT INTO provider.telemetry_entries (execution_id, level, code, message_key, sdk_version, integration, logged_at, page_origin, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [executionId, entry.level, entry.code, entry.messageKey, entry.sdkVersion, entry.integration, new Date(entry.timestamp), entry.pageOrigin, now],
      );
    }
    return kept.length;
  });
}

/** The newest entries first, of one execution or of all. */
export async function listTelemetryEntries(db: Queryable, executionId: string | undefined, limit: number): Promise<StoredTelemetryEntry[]> {
  const { rows } = await db.query<TelemetryRow>(
    `SELECT execution_id, level, code, message_key, sdk_version, integration, logged_at, page_origin, received_at
     FROM provider.telemetry_entries WHERE $1::text IS NULL OR execution_id = $1 ORDER BY id DESC LIMIT $2`,
    [executionId ?? null, limit],
  );
  return rows.map((row) => ({
    executionId: row.execution_id,
    level: row.level,
    code: row.code,
    messageKey: row.message_key,
    sdkVersion: row.sdk_version,
    integration: row.integration,
    timestamp: new Date(row.logged_at).getTime(),
    pageOrigin: row.page_origin,
    receivedAt: iso(row.received_at),
  }));
}
