import { useTranslation } from 'react-i18next';
import { useI18n } from './I18nProvider';
import type { DiscoveryMessageKey } from './messageKeys';

export type { DiscoveryMessageKey };

/** The discovery screens' strings (the `discovery` namespace of the catalogs) in the page's language. */
export function useDiscoveryText(): (key: DiscoveryMessageKey, values?: Record<string, string | number>) => string {
  const { locale } = useI18n();
  const { t } = useTranslation('discovery', { lng: locale });
  return (key, values) => t(key, values);
}
