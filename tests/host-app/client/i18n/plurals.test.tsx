import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthSessionProvider } from 'payment-client/auth-session';
import { createSiteQueryClient } from '../../../../host-app/client/api/siteQueryClient';
import type { ChannelSummary } from '../../../../host-app/contract/content/contentTypes';
import { ChannelCard } from '../../../../host-app/client/content/ChannelCard';
import { formatDateTime, formatDuration } from '../../../../host-app/client/content/formatters';
import { useI18n } from '../../../../host-app/client/i18n/I18nProvider';
import type { Locale } from '../../../../host-app/client/i18n/translate';
import { fakeAuthSession, subscriberState } from '../ads/fakeSession';
import { withI18n } from '../player/withI18n';

afterEach(cleanup);

const channel = (followers: number): ChannelSummary => ({ id: 'ch1', title: 'Harbour', thumbnail: '/t.png', followers }) as ChannelSummary;

/** A channel card as the site renders it: language, session and query cache around it (the card prefetches its page on hover). */
function followersText(followers: number, locale: Locale): string {
  const Language = withI18n(locale);
  const { session } = fakeAuthSession(subscriberState(false));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Language>
      <AuthSessionProvider session={session}>
        <QueryClientProvider client={createSiteQueryClient()}>{children}</QueryClientProvider>
      </AuthSessionProvider>
    </Language>
  );
  const { container } = render(<ChannelCard channel={channel(followers)} />, { wrapper });
  const text = container.querySelector('.site-Muted')?.textContent ?? '';
  cleanup();
  return text;
}

function ResendIn({ seconds }: { seconds: number }) {
  const { t } = useI18n();
  return <p>{t('payments.resendIn', { count: seconds })}</p>;
}

function resendText(seconds: number, locale: Locale): string {
  const { container } = render(<ResendIn seconds={seconds} />, { wrapper: withI18n(locale) });
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

const COUNTS = [0, 1, 2, 3, 11, 100];

describe('counts in English', () => {
  it('say "1 follower" and otherwise "followers"', () => {
    expect(COUNTS.map((n) => followersText(n, 'en'))).toEqual(['0 followers', '1 follower', '2 followers', '3 followers', '11 followers', '100 followers']);
    expect(followersText(12345, 'en')).toBe('12,345 followers');
  });

  it('say "1 second" and otherwise "seconds"', () => {
    expect(COUNTS.map((n) => resendText(n, 'en'))).toEqual([
      'You can ask for a new code in 0 seconds.',
      'You can ask for a new code in 1 second.',
      'You can ask for a new code in 2 seconds.',
      'You can ask for a new code in 3 seconds.',
      'You can ask for a new code in 11 seconds.',
      'You can ask for a new code in 100 seconds.',
    ]);
  });
});

// Arabic: zero; one is the singular with واحد; two is the dual; 3–10 the plural noun; 11–99 the
// singular in the accusative; 100 and up the singular. Figures are Latin digits on the Arabic site.
describe('counts in Arabic', () => {
  it('use the six forms for followers', () => {
    expect(COUNTS.map((n) => followersText(n, 'ar'))).toEqual(['لا متابعين', 'متابع واحد', 'متابعان', '3 متابعين', '11 متابعًا', '100 متابع']);
    // The form follows the last two digits: 103 is "few", 1,234 is "many".
    expect(followersText(103, 'ar')).toBe('103 متابعين');
    expect(followersText(1234, 'ar')).toBe('1,234 متابعًا');
  });

  it('use the six forms for seconds', () => {
    expect(COUNTS.map((n) => resendText(n, 'ar'))).toEqual([
      'يمكنك طلب رمز جديد الآن.',
      'يمكنك طلب رمز جديد بعد ثانية واحدة.',
      'يمكنك طلب رمز جديد بعد ثانيتين.',
      'يمكنك طلب رمز جديد بعد 3 ثوانٍ.',
      'يمكنك طلب رمز جديد بعد 11 ثانية.',
      'يمكنك طلب رمز جديد بعد 100 ثانية.',
    ]);
  });
});

describe('numbers, dates and durations', () => {
  it('use Latin digits in both languages, through Intl', () => {
    expect(formatDuration(3729, 'ar')).toBe('1:02:09');
    expect(formatDuration(245, 'en')).toBe('4:05');
    const date = formatDateTime('2026-12-22T18:30:00Z', 'ar');
    expect(date).toMatch(/2026/);
    expect(date).not.toMatch(/[\u0660-\u0669]/);
    expect(date).toMatch(/[\u0600-\u06FF]/);
  });
});
