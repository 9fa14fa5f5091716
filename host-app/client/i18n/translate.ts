import { ar } from './ar';
import { en, type SiteMessageKey, type SiteMessageCatalog } from './en';

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'];
/** The router gives the locale; without a prefix it is English (product spec section 1). */
export const DEFAULT_LOCALE: Locale = 'en';
export const SITE_CATALOGS: Readonly<Record<Locale, SiteMessageCatalog>> = { en, ar };

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export type Translate = (key: SiteMessageKey, values?: Record<string, string | number>) => string;

export function createTranslator(locale: Locale): Translate {
  const catalog = SITE_CATALOGS[locale];
  return (key, values) => {
    const template = catalog[key];
    return values ? template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match)) : template;
  };
}
