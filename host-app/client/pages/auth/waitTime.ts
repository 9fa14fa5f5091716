import type { SiteMessageKey } from '../../i18n/messageKeys';

/**
 * How a rate limit's wait is said: whole minutes (rounded up) from a minute on, seconds below one,
 * so "2462 seconds" reads "42 minutes". The count picks the plural form in each language.
 */
export function waitTimeMessage(retryAfterSeconds: number): { key: SiteMessageKey; unit: 'minutes' | 'seconds'; count: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return { key: 'auth.tryAgainInSeconds', unit: 'seconds', count: seconds };
  return { key: 'auth.tryAgainInMinutes', unit: 'minutes', count: Math.ceil(seconds / 60) };
}
