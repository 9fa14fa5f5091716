import type { ProductResult } from '../../api/productClient';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import type { Translate } from '../../i18n/translate';
import { waitTimeMessage } from './waitTime';

type Failure = Extract<ProductResult<unknown>, { ok: false }>;

/**
 * The text to show for a failed call: a rate limit says how long to wait in the site's own words
 * (minutes, with plurals); otherwise the API's own message (already in the page's language) when it
 * sent one, or the page's fallback; connection problems have their own.
 */
export function failureMessage(failure: Failure, t: Translate, fallback: SiteMessageKey): string {
  if (failure.kind === 'tooManyRequests' && failure.retryAfterSeconds !== undefined) {
    const wait = waitTimeMessage(failure.retryAfterSeconds);
    return t(wait.key, { count: wait.count });
  }
  if (failure.message) return failure.message;
  if (failure.kind === 'tooManyRequests') return t('auth.tooManyAttempts');
  if (failure.kind === 'network' || failure.kind === 'timeout') return t('shell.loadFailed');
  return t(fallback);
}
