import type { PaymentClient } from '../client/createPaymentClient';
import type { SchemaIssue } from '../errors/describeIssues';
import { buildPaymentOptions, POLLING_REDIRECT_METHODS } from './paymentOptions';

/** The return URLs a page-redirect method needs: the provider's page sends the shopper to one of these when it ends. */
export const REDIRECT_RETURN_KEYS = ['success', 'error'] as const;

/**
 * Issues when the drop-in would offer a method that leaves the page (a plain redirect, not a
 * popup method) while init's `returnInfo` cannot bring the shopper back: they would end on the
 * provider's "You can close this window". The session's methods are known at init, so
 * `dropin()` can refuse before anything mounts.
 */
export function missingReturnInfo(client: Pick<PaymentClient, 'session' | 'options'>): SchemaIssue[] {
  const leaving = buildPaymentOptions(client.session, new Set())
    .filter((option) => option.kind === 'redirect' && !POLLING_REDIRECT_METHODS.includes(option.paymentMethodCode))
    .map((option) => option.paymentMethodCode);
  if (leaving.length === 0) return [];
  const message = `is required: ${leaving.join(', ')} leaves the page, and this brings the shopper back`;
  const { returnInfo } = client.options;
  if (!returnInfo) return [{ code: 'custom', path: ['returnInfo'], message }];
  return REDIRECT_RETURN_KEYS.filter((key) => !returnInfo[key]).map((key) => ({ code: 'custom', path: ['returnInfo', key], message }));
}
