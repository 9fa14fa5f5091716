import { PaymentClientError } from '../errors/PaymentClientError';
import type { Translate } from '../i18n/translate';
import { WALLET_MESSAGES } from './messages';
import type { WalletCallbacks } from './walletAdapter';
import type { WalletAuthorizationOutcome, WalletExecutor } from './walletExecutor';

/** PC-POLL-3: success → success callback, pending → pending (redirect or 3DS), anything else → failure. */
export function reportWalletOutcome(outcome: WalletAuthorizationOutcome, callbacks: WalletCallbacks): void {
  if (outcome.kind === 'success') callbacks.onAuthorizeSuccess();
  else if (outcome.kind === 'pending') callbacks.onAuthorizePending(outcome);
  else callbacks.onAuthorizeFailed(new PaymentClientError(outcome.code, outcome.message));
}

export function userCancelled(translate: Translate): PaymentClientError {
  return new PaymentClientError('USER_CANCELLED', translate('error.userCancelled'));
}

export function authorizationFailed(error: unknown, translate: Translate): PaymentClientError {
  return PaymentClientError.from(error, 'UNKNOWN_ERROR', translate('error.authorizationFailed'));
}

export function vetoedByMerchant(): PaymentClientError {
  return new PaymentClientError('VALIDATION_FAILED', WALLET_MESSAGES.authorizeStartValidationFailed);
}

/**
 * The merchant's veto (PC-PAY-2): null when the payment may go on, else the
 * VALIDATION_FAILED error to report. The executor may name the callback that refused.
 */
export async function merchantVeto(executor: WalletExecutor): Promise<PaymentClientError | null> {
  try {
    return (await executor.preAuthorize()) === true ? null : vetoedByMerchant();
  } catch (error) {
    return error instanceof PaymentClientError && error.code === 'VALIDATION_FAILED' ? error : vetoedByMerchant();
  }
}
