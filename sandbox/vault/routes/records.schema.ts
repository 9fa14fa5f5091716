import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';

/** Table and column names of generic records: lower-case identifiers, as in a SQL vault. */
export const VAULT_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;
const NAME_RULE = 'must be 1-63 characters of a-z, 0-9 and _, not starting with a digit';

export const MAX_RECORDS_PER_REQUEST = 50;
export const MAX_FIELDS_PER_RECORD = 50;
export const MAX_FIELD_VALUE_LENGTH = 1000;

const vaultName = z.string().regex(VAULT_NAME_PATTERN, NAME_RULE);

export const recordsParamsSchema = z.strictObject({ vaultId: resourceIdSchema });

const recordFieldsSchema = z
  .record(vaultName, z.string().max(MAX_FIELD_VALUE_LENGTH), {
    error: (issue) => (issue.code === 'invalid_key' ? `column names ${NAME_RULE}` : undefined),
  })
  .refine((fields) => Object.keys(fields).length > 0, 'must name at least one column')
  .refine((fields) => Object.keys(fields).length <= MAX_FIELDS_PER_RECORD, `must name at most ${MAX_FIELDS_PER_RECORD} columns`);

const recordSchema = z.strictObject({
  table: vaultName,
  fields: recordFieldsSchema,
  /** Updates this record instead of inserting one. */
  skyflowID: resourceIdSchema.optional(),
});

const upsertOptionSchema = z.strictObject({ table: vaultName, column: vaultName });

/** Collect records and upsert options (PC-COLLECT-2). */
export const recordsBodySchema = z.strictObject({
  records: z.array(recordSchema).min(1).max(MAX_RECORDS_PER_REQUEST),
  tokens: z.boolean(),
  upsert: z
    .array(upsertOptionSchema)
    .min(1)
    .superRefine((options, ctx) => {
      const tables = new Set<string>();
      options.forEach((option, index) => {
        if (tables.has(option.table)) ctx.addIssue({ code: 'custom', path: [index, 'table'], message: `table ${option.table} already has an upsert column` });
        tables.add(option.table);
      });
    })
    .optional(),
});

export type RecordsBody = z.output<typeof recordsBodySchema>;
export type RecordInput = RecordsBody['records'][number];
