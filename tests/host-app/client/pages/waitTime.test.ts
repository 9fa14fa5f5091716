import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../../host-app/client/pages/auth/failureMessage';
import { waitTimeMessage } from '../../../../host-app/client/pages/auth/waitTime';
import { siteI18n } from '../../../../host-app/client/i18n/siteI18n';
import '../support/siteLanguages';

describe('rate-limit waits', () => {
  it('are said in whole minutes, rounded up, from a minute on', () => {
    expect(waitTimeMessage(2462)).toEqual({ key: 'auth.tryAgainInMinutes', unit: 'minutes', count: 42 });
    expect(waitTimeMessage(60)).toEqual({ key: 'auth.tryAgainInMinutes', unit: 'minutes', count: 1 });
    expect(waitTimeMessage(61)).toEqual({ key: 'auth.tryAgainInMinutes', unit: 'minutes', count: 2 });
  });

  it('are said in seconds under a minute', () => {
    expect(waitTimeMessage(29)).toEqual({ key: 'auth.tryAgainInSeconds', unit: 'seconds', count: 29 });
    expect(waitTimeMessage(0)).toEqual({ key: 'auth.tryAgainInSeconds', unit: 'seconds', count: 1 });
  });

  it.each([
    ['en', 2462, 'Too many attempts. Please try again in 42 minutes.'],
    ['en', 60, 'Too many attempts. Please try again in 1 minute.'],
    ['ar', 2462, 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 42 دقيقة.'],
    ['ar', 120, 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقتين.'],
    ['ar', 300, 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 5 دقائق.'],
  ] as const)('replace the API message "seconds" in %s (%i s)', (locale, retryAfterSeconds, expected) => {
    const t = siteI18n.getFixedT(locale, 'site');
    const message = failureMessage(
      { ok: false, kind: 'tooManyRequests', status: 429, message: `Too many attempts: try again in ${retryAfterSeconds} seconds`, retryAfterSeconds },
      (key, values) => t(key, values),
      'auth.signIn.failed',
    );
    expect(message).toBe(expected);
  });
});
