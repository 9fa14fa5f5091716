import { useTranslation } from 'react-i18next';
import { useI18n } from '../i18n/I18nProvider';
import type { AdsMessageKey } from '../i18n/messageKeys';
import type { Locale } from '../i18n/translate';

export type { AdsMessageKey };

/** `count` picks the plural form (`ads.preroll.remaining_one`, `_other`, and Arabic's six). */
export type AdsTranslate = (key: AdsMessageKey, values?: Record<string, string | number>) => string;

/** The ads' strings (the `ads` namespace of the catalogs) in the page's language. */
export function useAdsText(): { t: AdsTranslate; locale: Locale } {
  const { locale } = useI18n();
  const { t } = useTranslation('ads', { lng: locale });
  return { t: (key, values) => t(key, values), locale };
}
