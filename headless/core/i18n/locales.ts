import type { Locale } from './translate';

/**
 * The locales the client speaks. Apart from the translator, whose catalogs must be one on the
 * page: a constant that a script needing it can hold a copy of.
 */
export const LOCALES: readonly Locale[] = ['en', 'ar'];
