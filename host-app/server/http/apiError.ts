import { apiMessage, type ApiMessageKey } from '../../contract/http/apiMessages';
import type { ApiFailure } from '../../contract/http/apiEnvelope';
import type { ProductLocale } from '../../contract/site/locales';
import { PaymentResultCode } from '../../contract/payments/paymentResultCodes';
import { ResultCode } from '../../contract/http/resultCodes';

export interface FieldProblem {
  field: string;
  messageKey: ApiMessageKey;
}

interface ApiErrorOptions {
  fields?: FieldProblem[];
  values?: Record<string, string | number>;
  retryAfterSeconds?: number;
  resultCode?: ApiFailure['resultCode'];
}

/** Thrown by routes; the error handler answers `{errorCode, message, messageKey, fields, issues}` in the request's language. */
export class ProductApiError extends Error {
  readonly fields: FieldProblem[];
  readonly values: Record<string, string | number>;
  readonly retryAfterSeconds: number | undefined;
  readonly resultCode: ApiFailure['resultCode'];

  constructor(
    readonly statusCode: number,
    readonly errorCode: ApiFailure['errorCode'],
    readonly messageKey: ApiMessageKey,
    options: ApiErrorOptions = {},
  ) {
    super(apiMessage(messageKey, 'en', options.values));
    this.name = 'ProductApiError';
    this.fields = options.fields ?? [];
    this.values = options.values ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.resultCode = options.resultCode;
  }

  toBody(locale: ProductLocale): ApiFailure {
    const body: ApiFailure = { errorCode: this.errorCode, message: apiMessage(this.messageKey, locale, this.values), messageKey: this.messageKey };
    if (this.fields.length > 0) {
      body.fields = [...new Set(this.fields.map((problem) => problem.field))];
      body.issues = this.fields.map((problem) => ({ field: problem.field, messageKey: problem.messageKey, message: apiMessage(problem.messageKey, locale) }));
    }
    if (this.retryAfterSeconds !== undefined) body.retryAfterSeconds = this.retryAfterSeconds;
    if (this.resultCode !== undefined) body.resultCode = this.resultCode;
    return body;
  }
}

export function wrongInput(messageKey: ApiMessageKey, fields: FieldProblem[] = [], statusCode = 400): ProductApiError {
  return new ProductApiError(statusCode, ResultCode.WrongInputs, messageKey, { fields });
}

export function unauthorized(messageKey: ApiMessageKey = 'auth.required'): ProductApiError {
  return new ProductApiError(401, ResultCode.Unauthorized, messageKey);
}

export function forbidden(messageKey: ApiMessageKey): ProductApiError {
  return new ProductApiError(403, ResultCode.Unauthorized, messageKey);
}

export function notFound(messageKey: ApiMessageKey): ProductApiError {
  return new ProductApiError(404, ResultCode.EntityNotFound, messageKey);
}

export function conflict(messageKey: ApiMessageKey, fields: FieldProblem[] = []): ProductApiError {
  return new ProductApiError(409, ResultCode.CustomError, messageKey, { fields });
}

/** The account already has Premium: a payment or billing start is refused with payment result code 10132. */
export function alreadySubscribed(): ProductApiError {
  return new ProductApiError(409, ResultCode.CustomError, 'payment.alreadySubscribed', { resultCode: PaymentResultCode.USER_ALREADY_SUBSCRIBED });
}

/** From two minutes on, the default message gives the wait in minutes: nobody counts 2462 seconds. */
const MINUTES_FROM_SECONDS = 120;

export function tooManyRequests(retryAfterSeconds: number, messageKey?: ApiMessageKey): ProductApiError {
  if (messageKey === undefined && retryAfterSeconds >= MINUTES_FROM_SECONDS) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return new ProductApiError(429, ResultCode.TooManyRequests, 'rateLimit.exceededMinutes', { retryAfterSeconds, values: { minutes } });
  }
  return new ProductApiError(429, ResultCode.TooManyRequests, messageKey ?? 'rateLimit.exceeded', { retryAfterSeconds, values: { seconds: retryAfterSeconds } });
}
