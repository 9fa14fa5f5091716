import { DEFAULT_LOCALE, type Locale } from '../i18n/translate';

/** Arabic pages live under /ar; English pages have no prefix. */
const PREFIX: Readonly<Record<Locale, string>> = { en: '', ar: '/ar' };

export function routerBase(locale: Locale): string {
  return PREFIX[locale];
}

/** Reads the locale from a full pathname and returns the path inside that locale. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/ar(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: 'ar', path: pathname.slice(match[0].length) || '/' };
}

/** The full pathname of a path in a locale: ('ar', '/search') → '/ar/search'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = PREFIX[locale];
  if (!prefix) return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}
