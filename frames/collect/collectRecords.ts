import type { CollectMessageRequest } from '../../headless/core/collect/collectMessages';
import type { UpsertOption } from '../../headless/core/collect/collectOptions';
import type { ElementDefinition } from '../../headless/core/frame/elementDefinition';
import { CollectFailure } from './collectFailure';

export interface VaultRecord {
  table: string;
  fields: Record<string, string>;
  /** Updates this record instead of inserting one. */
  skyflowID?: string;
}

/** The body of `POST /v1/vaults/:vaultId/records` (PC-COLLECT-2). */
export interface RecordsBody {
  records: VaultRecord[];
  tokens: boolean;
  upsert?: UpsertOption[];
}

/**
 * One record per table from the elements' table and column; empty elements write nothing.
 * Each additional record joins the record of its table (taking its skyflowID when that record
 * has none yet) unless both name different skyflowIDs; a column can be written only once.
 */
export function buildRecordsBody(values: readonly { definition: ElementDefinition; value: string }[], request: CollectMessageRequest): RecordsBody {
  const records: VaultRecord[] = [];
  for (const { definition, value } of values) {
    if (value === '') continue;
    let record = records.find((candidate) => candidate.table === definition.table);
    if (!record) records.push((record = { table: definition.table, fields: {} }));
    // Radios of one group share their column and agree on its value.
    record.fields[definition.column] = value;
  }
  request.additionalFields?.records.forEach((additional, index) => {
    const { table, skyflowID } = additional;
    let record = records.find(
      (candidate) => candidate.table === table && (skyflowID === undefined || candidate.skyflowID === undefined || candidate.skyflowID === skyflowID),
    );
    if (!record) records.push((record = { table, fields: {} }));
    if (skyflowID !== undefined) record.skyflowID = skyflowID;
    for (const [column, value] of Object.entries(additional.fields)) {
      if (column in record.fields) {
        throw new CollectFailure(
          'INVALID_ADDITIONAL_FIELDS',
          `collect.options.additionalFields.records[${index}].fields.${column} is already written to table ${table} by an element or another record`,
        );
      }
      record.fields[column] = value;
    }
  });
  const filled = records.filter((record) => Object.keys(record.fields).length > 0);
  if (filled.length === 0) throw new CollectFailure('VALIDATION_FAILED', 'There is nothing to collect: every element is empty and there are no additional fields');
  return { records: filled, tokens: request.tokens, ...(request.upsert ? { upsert: request.upsert } : {}) };
}
