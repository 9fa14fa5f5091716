import type { SiteMessageKey } from './messageKeys';

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'];
/** The router gives the locale; without a prefix it is English (PR-SITE-3). */
export const DEFAULT_LOCALE: Locale = 'en';

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale every `Intl` formatter of the site uses. Arabic pages write numbers with Latin digits
 * (1, 2, 3), as Gulf sites pricing in AED do, so counts, prices, dates and durations read the same
 * next to Latin titles; the Arabic calendar month names and the UAE's conventions stay.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
}

/** A message in the page's language; `count` picks the plural form and is formatted for the locale. */
export type Translate = (key: SiteMessageKey, values?: Record<string, string | number>) => string;
