import * as z from 'zod/mini';
import { appearanceSchema } from '../appearance/appearanceSchema';
import { configurationError } from '../errors/describeIssues';
import type { Appearance } from '../appearance/appearanceSchema';
import type { ClientEvents } from '../events/paymentClientEvents';
import { callback, eventsSchema } from '../validation/callback';
import { returnUrlProblem } from '../validation/returnUrl';
import { DEFAULT_ENVIRONMENT, DEFAULT_LOG_LEVEL, ENVIRONMENTS, LOG_LEVELS, type Environment, type LogLevel } from './clientConstants';
import { oneOf } from '../validation/oneOf';

/** Where redirect methods send the shopper back: absolute URLs on one of the session's `allowedOrigins`. */
export interface ReturnInfo {
  success?: string;
  cancel?: string;
  error?: string;
  pending?: string;
}

/** The options of `PaymentClient.init(initResponse, options)` and `usePaymentClient(initResponse, options)`. */
export interface ClientOptions {
  /** Default `'PRODUCTION'`; `'TEST'` talks to the sandbox. */
  environment?: Environment;
  /** Gives the vault's bearer token; by default the session's own is used. Cached until its `exp`. */
  getBearerToken?: () => string | Promise<string>;
  events?: ClientEvents;
  returnInfo?: ReturnInfo;
  /** Default `'en'`. */
  locale?: 'en' | 'ar';
  appearance?: Appearance;
  /** Default `'ERROR'`. */
  logLevel?: LogLevel;
  riskSessionId?: string;
  /** Default `true`: errors and warnings at or above `logLevel` go to the provider's telemetry, with no personal data. */
  telemetry?: boolean;
}

// Checked against the environment and the session's allowed origins in parseClientOptions.
const returnUrl = z.string();

// Strict: an unknown key (a typo, or an option given in the wrong place) throws, naming it.
export const clientOptionsSchema = z.strictObject({
  environment: z._default(oneOf(ENVIRONMENTS), DEFAULT_ENVIRONMENT),
  getBearerToken: z.optional(callback<NonNullable<ClientOptions['getBearerToken']>>()),
  events: z.optional(eventsSchema<ClientEvents>(['onClientInitialized', 'onSessionExpired'])),
  returnInfo: z.optional(
    z.strictObject({
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
  telemetry: z._default(z.boolean(), true),
}) satisfies z.ZodMiniType<unknown, ClientOptions>;

/** @deprecated The same as `ClientOptions`. */
export type ClientOptionsInput = ClientOptions;
/** The options once parsed, defaults applied. */
export type ParsedClientOptions = z.output<typeof clientOptionsSchema>;

/**
 * Parses the merchant's options; return URLs must also sit on one of `allowedOrigins` (the
 * session's), so without them none is accepted.
 */
export function parseClientOptions(input: unknown, allowedOrigins: readonly string[] = []): ParsedClientOptions {
  const parsed = clientOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw configurationError('options', parsed.error.issues, clientOptionsSchema);
  const { environment, returnInfo = {} } = parsed.data;
  const issues = Object.entries(returnInfo).flatMap(([name, url]) => {
    const message = url === undefined ? null : returnUrlProblem(url, environment, allowedOrigins);
    return message === null ? [] : [{ code: 'custom', path: ['returnInfo', name], message }];
  });
  if (issues.length > 0) throw configurationError('options', issues);
  return parsed.data;
}
