import * as z from 'zod/mini';
import type { CollectErrorCode } from './collectErrorCodes';
import { PaymentClientError } from '../errors/PaymentClientError';
import { issuePath } from '../errors/describeIssues';

/** A configuration error naming the field and what is wrong with it, e.g. "elements[0].table is required". */
export function collectError(code: CollectErrorCode, field: string, problem: string): PaymentClientError {
  return new PaymentClientError(code, `${field} ${problem}`, { fields: [field] });
}

/**
 * Parses `value` with a schema whose checks carry their own messages, and raises `code` naming
 * the first wrong field below `field`.
 */
export function parseField<T>(schema: z.ZodMiniType<T>, value: unknown, code: CollectErrorCode, field: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.message && issue.message !== 'Invalid input' ? issue.message : 'is invalid';
  throw collectError(code, issue ? issuePath(field, issue.path) : field, message);
}

/** Parses a field that must be present: `missing` when it is absent, `invalid` when it is wrong. */
export function parseRequiredField<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  codes: { missing: CollectErrorCode; invalid: CollectErrorCode },
  field: string,
  purpose: string,
): T {
  if (value === undefined || value === null) throw collectError(codes.missing, field, `is required: ${purpose}`);
  return parseField(schema, value, codes.invalid, field);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const nonEmptyString = (message = 'must be a non-empty string') =>
  z.string(message).check(z.minLength(1, message));

/** A plain object (not an array, not null). */
export const plainObject = (message = 'must be an object') =>
  z.custom<Record<string, unknown>>(isRecord, message);
