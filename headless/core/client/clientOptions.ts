import * as z from 'zod/mini';
import { appearanceSchema } from '../appearance/appearanceSchema';
import { configurationError } from '../errors/describeIssues';
import { callback } from '../validation/callback';
import { returnUrlProblem } from '../validation/returnUrl';
import { DEFAULT_ENVIRONMENT, DEFAULT_LOG_LEVEL, ENVIRONMENTS, LOG_LEVELS } from './clientConstants';
import { oneOf } from '../validation/oneOf';

// Checked against the environment and the session's allowed origins in parseClientOptions.
const returnUrl = z.string();

export const clientOptionsSchema = z.object({
  environment: z._default(oneOf(ENVIRONMENTS), DEFAULT_ENVIRONMENT),
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
  locale: z._default(oneOf(['en', 'ar']), 'en'),
  appearance: z.optional(appearanceSchema),
  logLevel: z._default(oneOf(LOG_LEVELS), DEFAULT_LOG_LEVEL),
  riskSessionId: z.optional(z.string()),
});

export type ClientOptionsInput = z.input<typeof clientOptionsSchema>;
export type ClientOptions = z.output<typeof clientOptionsSchema>;

/**
 * Parses the merchant's options; return URLs must also sit on one of `allowedOrigins` (the
 * session's), so without them none is accepted.
 */
export function parseClientOptions(input: unknown, allowedOrigins: readonly string[] = []): ClientOptions {
  const parsed = clientOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError('options', parsed.error.issues);
  const { environment, returnInfo = {} } = parsed.data;
  const issues = Object.entries(returnInfo).flatMap(([name, url]) => {
    const message = url === undefined ? null : returnUrlProblem(url, environment, allowedOrigins);
    return message === null ? [] : [{ code: 'custom', path: ['returnInfo', name], message }];
  });
  if (issues.length > 0) throw configurationError('options', issues);
  return parsed.data;
}
