import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/translate';

/** Every user-visible string of the ad slots, in English and Arabic. */
const en = {
  'ads.label': 'Advertisement',
  'ads.close': 'Close advertisement',
} as const;

export type AdsMessageKey = keyof typeof en;

const ar: Record<AdsMessageKey, string> = {
  'ads.label': 'إعلان',
  'ads.close': 'إغلاق الإعلان',
};

export const ADS_MESSAGES: Readonly<Record<Locale, Record<AdsMessageKey, string>>> = { en, ar };

export function useAdsText(): { t: (key: AdsMessageKey) => string; locale: Locale } {
  const { locale } = useI18n();
  return { t: (key) => ADS_MESSAGES[locale][key], locale };
}
