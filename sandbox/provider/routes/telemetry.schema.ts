import { z } from 'zod';
import { TELEMETRY_BATCH_SIZE } from '../../../headless/core/telemetry/telemetryConstants';
import { TELEMETRY_CODES } from '../../../headless/core/telemetry/telemetryEntry';
import { LOGGED_MESSAGES, type LoggedMessageKey } from '../../../headless/core/telemetry/loggedMessages';
import type { PaymentClientErrorCode } from '../../../headless/core/errors/PaymentClientError';
import { resourceIdSchema } from '../../http/validation';

const MESSAGE_KEYS = ['other', ...Object.keys(LOGGED_MESSAGES)] as [LoggedMessageKey, ...LoggedMessageKey[]];

/**
 * One entry, field by field from closed sets or fixed shapes: free text has no field to go in,
 * so a client that tried to send a card number, a token or an email would be refused (SEC-30).
 */
export const telemetryEntrySchema = z.strictObject({
  level: z.enum(['ERROR', 'WARN']),
  code: z.enum(TELEMETRY_CODES as [PaymentClientErrorCode, ...PaymentClientErrorCode[]]).nullable(),
  messageKey: z.enum(MESSAGE_KEYS),
  sdkVersion: z.string().regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, 'must be a version such as 5.29.3'),
  integration: z.enum(['script-tag', 'npm']),
  timestamp: z.number().int().min(0).max(8.64e15),
  // An origin only: scheme, host and port, nothing a path or query could carry.
  pageOrigin: z.string().max(200).regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'must be an origin such as https://shop.example'),
});

export const telemetryBodySchema = z.strictObject({
  entries: z.array(telemetryEntrySchema).min(1).max(TELEMETRY_BATCH_SIZE),
});

export const telemetryParamsSchema = z.strictObject({ id: resourceIdSchema });

export const telemetryQuerySchema = z.strictObject({
  executionId: resourceIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
