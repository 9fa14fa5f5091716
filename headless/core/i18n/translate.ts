import { en, type MessageKey } from './en';

export type Locale = 'en' | 'ar';

/**
 * The texts of the locales other than English, every feature's in one catalog, as the entry
 * point adds them: the npm package's hooks from their imports, the script tag once
 * `payment-client.ar.js` has loaded, so a page in English never downloads Arabic.
 */
const addedCatalogs: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};

export function addCatalog(locale: Exclude<Locale, 'en'>, texts: Readonly<Record<string, string>>): void {
  addedCatalogs[locale] = { ...addedCatalogs[locale], ...texts };
}

/** A text of `locale`; English (each feature passes its own) where the locale's texts lack it. */
export function localeText<K extends string>(locale: Locale, key: K, english: Readonly<Record<K, string>>): string {
  return (locale === 'en' ? undefined : addedCatalogs[locale]?.[key]) ?? english[key];
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export type Translate<K extends string = MessageKey> = (key: K, values?: Record<string, string>) => string;

/**
 * A translator for one locale; merchant overrides win over the catalog. Feature catalogs
 * (the drop-in's English texts, say) get their own translator, so only bundles that use them carry them.
 */
export function createTranslator<K extends string = MessageKey>(
  locale: Locale,
  overrides: Partial<Record<string, string>> = {},
  english: Readonly<Record<K, string>> = en as unknown as Readonly<Record<K, string>>,
): Translate<K> {
  return (key, values) => {
    const template = overrides[key] ?? localeText(locale, key, english);
    return values ? template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match) : template;
  };
}

/** Amounts are in minor units; formatting follows the locale, digits stay Latin for card contexts. */
export function formatAmount(value: number, currency: string, locale: Locale): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', { style: 'currency', currency }).format(
    value / 10 ** digits,
  );
}
