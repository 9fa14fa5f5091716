import type { ProductResult } from '../../api/productClient';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import type { Translate } from '../../i18n/translate';
import { PaymentResultCode } from '../../../contract/payments/paymentResultCodes';
import type { JourneyProblem } from './otpJourneyState';

export type ProductFailure = Extract<ProductResult<unknown>, { ok: false }>;

export const problemOf = (failure: ProductFailure): JourneyProblem => ({
  ...(failure.messageKey ? { messageKey: failure.messageKey } : {}),
  ...(failure.message ? { message: failure.message } : {}),
  ...(failure.resultCode !== undefined ? { resultCode: failure.resultCode } : {}),
  kind: failure.kind,
});

/** API message keys the journeys word themselves; others show the API's own text. */
const TEXT_FOR_MESSAGE_KEY: Readonly<Record<string, SiteMessageKey>> = {
  'otp.wrongCode': 'payments.error.wrongCode',
  'otp.code': 'payments.error.wrongCode',
  'otp.expired': 'payments.error.codeExpired',
  'otp.tooManyTries': 'payments.error.tooManyTries',
  'billing.operatorRefused': 'payments.error.operatorRefused',
  'voucher.codeInvalid': 'payments.error.voucherInvalid',
  'voucher.codeUsed': 'payments.error.voucherUsed',
  'voucher.emailMismatch': 'payments.error.voucherEmailMismatch',
};

/**
 * Refusals no retry of the same step can fix: the journey ends without VIP. A number the operator
 * refuses is not one of them: the form stays, with what was typed, so another number can be tried.
 */
const ENDING_KINDS: ReadonlySet<string> = new Set(['server', 'unauthorized', 'notFound']);

export function endsJourney(problem: JourneyProblem): boolean {
  if (problem.resultCode === PaymentResultCode.USER_ALREADY_SUBSCRIBED) return true;
  return problem.kind !== undefined && ENDING_KINDS.has(problem.kind);
}

export function problemText(problem: JourneyProblem, t: Translate): string {
  if (problem.resultCode === PaymentResultCode.USER_ALREADY_SUBSCRIBED) return t('payments.error.alreadySubscribed');
  const known = problem.messageKey ? TEXT_FOR_MESSAGE_KEY[problem.messageKey] : undefined;
  if (known) return t(known);
  if (problem.message) return problem.message;
  if (problem.kind === 'tooManyRequests') return t('payments.error.tooManyRequests');
  if (problem.kind === 'network' || problem.kind === 'timeout') return t('payments.error.connection');
  return t('payments.error.generic');
}
