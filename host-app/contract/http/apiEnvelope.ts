import type { ApiMessageKey } from './apiMessages';
import type { PaymentResultCode } from '../payments/paymentResultCodes';
import type { ResultCode } from './resultCodes';

// The envelope of every product API answer.

/** Every successful answer: `errorCode` is ResultCode.Success and the payload sits in `data` (PR-API-4: read as `data.data`). */
export interface ApiSuccess<T> {
  errorCode: typeof ResultCode.Success;
  message: string;
  messageKey: 'success';
  data: T;
}

export interface ApiFieldIssue {
  /** Dotted path from the request part, e.g. `body.fullName`, `query.page`, `params.videoId`. */
  field: string;
  messageKey: ApiMessageKey;
  message: string;
}

/** Every failed answer, with a 4xx or 5xx status. */
export interface ApiFailure {
  errorCode: Exclude<ResultCode, typeof ResultCode.Success>;
  message: string;
  messageKey: ApiMessageKey;
  /** The request fields that are wrong, when the input was refused. */
  fields?: string[];
  issues?: ApiFieldIssue[];
  /** With 429: how long to wait (also sent as Retry-After). */
  retryAfterSeconds?: number;
  /** Payment calls: the payment result code (PR-PAY-9) behind the refusal (10132 when already subscribed). */
  resultCode?: (typeof PaymentResultCode)[keyof typeof PaymentResultCode];
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;
