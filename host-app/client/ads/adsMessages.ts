import { useTranslation } from 'react-i18next';
import { useI18n } from '../i18n/I18nProvider';
import type { AdsMessageKey } from '../i18n/messageKeys';
import type { Locale } from '../i18n/translate';

export type { AdsMessageKey };

/** The ad slots' strings (the `ads` namespace of the catalogs) in the page's language. */
export function useAdsText(): { t: (key: AdsMessageKey) => string; locale: Locale } {
  const { locale } = useI18n();
  const { t } = useTranslation('ads', { lng: locale });
  return { t: (key) => t(key), locale };
}
