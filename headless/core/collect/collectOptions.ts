import * as z from 'zod/mini';
import { collectError, isRecord, nonEmptyString, parseField, plainObject } from './configCheck';

/** A record stored beside the elements' values (additional fields, PC-COLLECT-10). */
export interface AdditionalRecord {
  table: string;
  fields: Record<string, unknown>;
  /** Updates this record instead of inserting one. */
  skyflowID?: string;
}

/** Upsert options (PC-COLLECT-2): the column that identifies an existing record of the table. */
export interface UpsertOption {
  table: string;
  column: string;
}

export interface CollectOptionsInput {
  /** Return tokens for the stored values; default true. */
  tokens?: boolean;
  additionalFields?: { records: AdditionalRecord[] };
  upsert?: UpsertOption[];
}

export interface CollectOptions {
  tokens: boolean;
  additionalFields?: { records: AdditionalRecord[] };
  upsert?: UpsertOption[];
}

const nonEmptyArray = 'must be a non-empty array';

const additionalFields = z.object(
  {
    records: z
      .array(
        z.object({ table: nonEmptyString(), fields: plainObject(), skyflowID: z.optional(z.unknown()) }, 'must be an object {table, fields}'),
        nonEmptyArray,
      )
      .check(z.minLength(1, nonEmptyArray)),
  },
  'must be an object {records}',
);

const upsert = z
  .array(z.object({ table: nonEmptyString(), column: nonEmptyString() }, 'must be an object {table, column}'), nonEmptyArray)
  .check(z.minLength(1, nonEmptyArray));

/** Checks the options of `container.collect` (PC-COLLECT-9, PC-COLLECT-10). */
export function parseCollectOptions(input: unknown): CollectOptions {
  const at = 'collect.options';
  if (input === undefined) return { tokens: true };
  if (!isRecord(input)) throw collectError('INVALID_COLLECT_OPTIONS', at, 'must be an object');
  const options: CollectOptions = {
    tokens: parseField(z._default(z.boolean('must be a boolean'), true), input.tokens, 'INVALID_TOKENS_OPTION', `${at}.tokens`),
  };
  if (input.additionalFields !== undefined) {
    const { records } = parseField(additionalFields, input.additionalFields, 'INVALID_ADDITIONAL_FIELDS', `${at}.additionalFields`);
    options.additionalFields = {
      records: records.map(({ table, fields, skyflowID }, index) => {
        if (skyflowID === undefined) return { table, fields };
        const id = parseField(nonEmptyString(), skyflowID, 'INVALID_SKYFLOW_ID', `${at}.additionalFields.records[${index}].skyflowID`);
        return { table, fields, skyflowID: id };
      }),
    };
  }
  if (input.upsert !== undefined) options.upsert = parseField(upsert, input.upsert, 'INVALID_UPSERT', `${at}.upsert`);
  return options;
}
