import type { ProductResult } from '../../api/productClient';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import type { Translate } from '../../i18n/translate';

type Failure = Extract<ProductResult<unknown>, { ok: false }>;

/**
 * The text to show for a failed call: the API's own message (already in the page's language)
 * when it sent one, otherwise the page's fallback; waiting and connection problems have their own.
 */
export function failureMessage(failure: Failure, t: Translate, fallback: SiteMessageKey): string {
  if (failure.message) return failure.message;
  if (failure.kind === 'tooManyRequests') return t('auth.tooManyAttempts');
  if (failure.kind === 'network' || failure.kind === 'timeout') return t('shell.loadFailed');
  return t(fallback);
}
