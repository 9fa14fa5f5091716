import { useTranslation } from 'react-i18next';
import { useI18n } from '../i18n/I18nProvider';
import type { HelpMessageKey } from '../i18n/messageKeys';
import type { Locale } from '../i18n/translate';

export type { HelpMessageKey };
export type HelpTranslate = (key: HelpMessageKey, values?: Record<string, string | number>) => string;

/** The support chat's strings (the `help` namespace of the catalogs) in the page's language. */
export function useHelpText(): {
  t: HelpTranslate;
  isHelpMessageKey: (value: string, values?: Readonly<Record<string, string | number>>) => value is HelpMessageKey;
  locale: Locale;
} {
  const { locale } = useI18n();
  const { t, i18n } = useTranslation('help', { lng: locale });
  return {
    t: (key, values) => t(key, values),
    // Chat messages carry a key when they are the site's own words, and free text otherwise.
    // With its values: a plural key exists only in its forms (`_one`, `_other`), found through `count`.
    isHelpMessageKey: (value, values): value is HelpMessageKey => i18n.exists(value, { ns: 'help', lng: locale, ...values }),
    locale,
  };
}
