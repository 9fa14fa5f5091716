import type { ProductLocale } from '../../contract/site/locales';

/** A text in both languages of the site. */
export interface Localized {
  en: string;
  ar: string;
}

export function pick(text: Localized, locale: ProductLocale): string {
  return text[locale];
}
