import type { CollectErrorCode } from '../collect/collectErrorCodes';

/** Failure codes of the spec (PC-ERROR-1). */
export const FAILURE_CODES = [
  'VALIDATION_FAILED',
  'AUTHORIZATION_ERROR',
  'AUTHENTICATION_ERROR',
  'UNKNOWN_ERROR',
  'USER_CANCELLED',
] as const;

/** Codes for misuse and transport, beside the spec's failure codes. */
export const CLIENT_ERROR_CODES = [
  'INVALID_CONFIGURATION',
  'NETWORK_ERROR',
  'API_UNAUTHORIZED',
  'API_TOO_MANY_REQUESTS',
  'API_UNSUCCESSFUL',
  'SESSION_EXPIRED',
  'ELEMENT_NOT_MOUNTED',
  'CONNECTION_ERROR',
] as const;

export type FailureCode = (typeof FAILURE_CODES)[number];

/**
 * Failures that are how a payment may end, not faults of the SDK: a decline, the shopper's
 * cancel, the merchant's veto. They are logged at INFO, so merchants' error monitoring sees
 * only faults (ERROR).
 */
export const PAYMENT_OUTCOME_CODES: readonly FailureCode[] = ['AUTHORIZATION_ERROR', 'USER_CANCELLED', 'VALIDATION_FAILED'];

export const failureLogLevel = (code: string): 'INFO' | 'ERROR' => ((PAYMENT_OUTCOME_CODES as readonly string[]).includes(code) ? 'INFO' : 'ERROR');
// Collect codes join by type only, so the secure frame's bundle does not carry their list.
export type PaymentClientErrorCode = FailureCode | (typeof CLIENT_ERROR_CODES)[number] | CollectErrorCode;

export interface PaymentClientErrorOptions {
  cause?: unknown;
  /** The server's X-Request-Id. Only vault descriptions also carry it in their text (withRequestId). */
  requestId?: string;
  /** Field paths that were wrong, for configuration errors. */
  fields?: readonly string[];
  /** HTTP status for API errors. */
  status?: number;
}

/** The one error the SDK throws or reports. */
export class PaymentClientError extends Error {
  override readonly name = 'PaymentClientError';
  // Declared only: the constructor sets each, in this order, so a field initialised to undefined first would add bytes and nothing else.
  declare readonly code: PaymentClientErrorCode;
  declare readonly requestId: string | undefined;
  declare readonly fields: readonly string[];
  declare readonly status: number | undefined;

  constructor(code: PaymentClientErrorCode, message: string, options: PaymentClientErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.requestId = options.requestId;
    this.fields = options.fields ?? [];
    this.status = options.status;
  }

  /** Wraps anything thrown below the SDK once; our own errors pass through unchanged. */
  static from(error: unknown, code: PaymentClientErrorCode, message: string): PaymentClientError {
    if (error instanceof PaymentClientError) return error;
    return new PaymentClientError(code, message, { cause: error });
  }
}

/** A vault error's description with the request id the vault answered with, if any (PC-VAULT-2). */
export const withRequestId = (description: string, requestId: string | undefined): string => (requestId ? `${description} - requestId: ${requestId}` : description);

export function isPaymentClientError(value: unknown): value is PaymentClientError {
  return value instanceof PaymentClientError;
}
