import { ar } from './ar';
import { en, type MessageCatalog, type MessageKey } from './en';

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'];
export const CATALOGS: Readonly<Record<Locale, MessageCatalog>> = { en, ar };

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export type Translate<K extends string = MessageKey> = (key: K, values?: Record<string, string>) => string;

/**
 * A translator for one locale; merchant overrides win over the catalog. Feature catalogs
 * (the drop-in's, say) get their own translator, so only bundles that use them carry them.
 */
export function createTranslator<K extends string = MessageKey>(
  locale: Locale,
  overrides: Partial<Record<string, string>> = {},
  catalogs: Readonly<Record<Locale, Record<K, string>>> = CATALOGS as unknown as Readonly<Record<Locale, Record<K, string>>>,
): Translate<K> {
  const catalog = catalogs[locale];
  return (key, values) => {
    const template = overrides[key] ?? catalog[key];
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
