import { CLIENT_VERSION } from '../api/constants';
import type { LogLevel } from '../client/clientConstants';
import { COLLECT_ERROR_CODES } from '../collect/collectErrorCodes';
import { CLIENT_ERROR_CODES, FAILURE_CODES, type PaymentClientErrorCode } from '../errors/PaymentClientError';
import { loggedMessageKey, type LoggedMessageKey } from './loggedMessages';

/** Every code a PaymentClientError can carry: what a telemetry entry's `code` may be. */
export const TELEMETRY_CODES: readonly PaymentClientErrorCode[] = [...FAILURE_CODES, ...CLIENT_ERROR_CODES, ...COLLECT_ERROR_CODES];

/** Which build of the SDK logged: the script tag (with its extension scripts) or the npm package. */
export type TelemetryIntegration = 'script-tag' | 'npm';

/** Only errors and warnings are sent; information and debug lines stay in the console. */
export type TelemetryLevel = Extract<LogLevel, 'ERROR' | 'WARN'>;

/**
 * One logged error or warning as telemetry sends it (SEC-30): an allow-list of fields, each from
 * a closed set or made by the SDK. Nothing the merchant or the shopper typed is copied into it.
 */
export interface TelemetryEntry {
  level: TelemetryLevel;
  /** The PaymentClientError code the message names, if it names one. */
  code: PaymentClientErrorCode | null;
  /** Which logged error it is (LOGGED_MESSAGES), never its text. */
  messageKey: LoggedMessageKey;
  sdkVersion: string;
  integration: TelemetryIntegration;
  /** Milliseconds since the epoch, when it was logged. */
  timestamp: number;
  /** The page's origin only: no path, query or fragment, which may carry ids or emails. */
  pageOrigin: string;
}

/** The fields an entry has, in order; the sandbox accepts no others. */
export const TELEMETRY_FIELDS = ['level', 'code', 'messageKey', 'sdkVersion', 'integration', 'timestamp', 'pageOrigin'] as const satisfies readonly (keyof TelemetryEntry)[];

const CODE_WORD = /\b[A-Z][A-Z_]+[A-Z]\b/g;

/** The first closed-set code written as a word of `message` (as `${code}: ${message}` logs do). */
export function messageCode(message: string): PaymentClientErrorCode | null {
  for (const word of message.match(CODE_WORD) ?? []) if ((TELEMETRY_CODES as readonly string[]).includes(word)) return word as PaymentClientErrorCode;
  return null;
}

export const isTelemetryLevel = (level: LogLevel): level is TelemetryLevel => level === 'ERROR' || level === 'WARN';

/** The entry for a logged line: its level, and what the SDK can name in its text; the text itself is dropped. */
export function telemetryEntry(level: TelemetryLevel, message: string, context: { integration: TelemetryIntegration; timestamp: number; pageOrigin: string }): TelemetryEntry {
  return {
    level,
    code: messageCode(message),
    messageKey: loggedMessageKey(message),
    sdkVersion: CLIENT_VERSION,
    integration: context.integration,
    timestamp: context.timestamp,
    pageOrigin: context.pageOrigin,
  };
}
