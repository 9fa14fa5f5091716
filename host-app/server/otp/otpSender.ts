import type { OtpTarget } from '../../contract/account/accountRequests';
import { ProductApiError } from '../http/apiError';
import { ResultCode } from '../../contract/http/resultCodes';

export interface OtpMessage {
  target: OtpTarget;
  code: string;
  sentAt: Date;
  expiresAt: Date;
}

/** Hands a one-time code to whoever delivers it (an SMS or email gateway in production). */
export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}

/** Production without a configured gateway: sign-in by code is unavailable rather than silently broken. */
export const unavailableOtpSender: OtpSender = {
  async send() {
    throw new ProductApiError(503, ResultCode.CustomError, 'otp.deliveryUnavailable');
  },
};
