import type { OtpTarget } from '../../contract/account/accountRequests';
import { wrongInput } from '../http/apiError';
import { OTP_DIAL_CODES } from './otpCountries';

/** Codes go only to dial codes the picker offers, and to numbers E.164 allows (15 digits). */
export function checkPhoneTarget(body: { dialCode?: string }, target: OtpTarget): void {
  if (target.kind !== 'phone') return;
  if (!OTP_DIAL_CODES.has(body.dialCode ?? '')) throw wrongInput('phone.dialCode', [{ field: 'body.dialCode', messageKey: 'phone.dialCode' }]);
  if (target.value.length - 1 > 15) throw wrongInput('phone.number', [{ field: 'body.phoneNumber', messageKey: 'phone.number' }]);
}
