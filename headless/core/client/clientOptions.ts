import * as z from 'zod/mini';
import { appearanceSchema } from '../appearance/appearanceSchema';
import { configurationError } from '../errors/describeIssues';
import { callback } from '../validation/callback';
import { httpUrl } from '../validation/httpUrl';

/** Return URLs (SECURITY.md item 14); the allowed-origin check happens where they are used. */
const returnUrl = httpUrl();

export const clientOptionsSchema = z.object({
  environment: z._default(z.enum(['TEST', 'PRODUCTION']), 'PRODUCTION'),
  getBearerToken: z.optional(callback()),
  events: z.optional(
    z.object({
      onClientInitialized: z.optional(callback()),
      onSessionExpired: z.optional(callback()),
    }),
  ),
  returnInfo: z.optional(
    z.object({
      success: z.optional(returnUrl),
      cancel: z.optional(returnUrl),
      error: z.optional(returnUrl),
      pending: z.optional(returnUrl),
    }),
  ),
  locale: z._default(z.enum(['en', 'ar']), 'en'),
  appearance: z.optional(appearanceSchema),
  logLevel: z._default(z.enum(['ERROR', 'WARN', 'INFO', 'DEBUG']), 'ERROR'),
  riskSessionId: z.optional(z.string()),
});

export type ClientOptionsInput = z.input<typeof clientOptionsSchema>;
export type ClientOptions = z.output<typeof clientOptionsSchema>;

export function parseClientOptions(input: unknown): ClientOptions {
  const parsed = clientOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError('options', parsed.error.issues);
  return parsed.data;
}
