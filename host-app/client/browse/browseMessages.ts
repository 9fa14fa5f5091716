import { useTranslation } from 'react-i18next';
import { useI18n } from '../i18n/I18nProvider';
import type { BrowseMessageKey } from '../i18n/messageKeys';
import type { Locale } from '../i18n/translate';

export type { BrowseMessageKey };

/** The hero's, rows' and badges' strings (the `browse` namespace of the catalogs) in the page's language. */
export function useBrowseText(): { t: (key: BrowseMessageKey, values?: Record<string, string | number>) => string; locale: Locale } {
  const { locale } = useI18n();
  const { t } = useTranslation('browse', { lng: locale });
  return { t: (key, values) => t(key, values), locale };
}
