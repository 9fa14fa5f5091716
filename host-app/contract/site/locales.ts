/** The site's languages (PR-SITE). */

export const LOCALES = ['en', 'ar'] as const;
export type ProductLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: ProductLocale = 'en';
