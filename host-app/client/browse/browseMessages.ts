import { useContext } from 'react';
import { SiteI18nInstanceContext, useI18n } from '../i18n/I18nProvider';
import { namespaceTranslator } from '../i18n/keptTranslations';
import type { BrowseMessageKey } from '../i18n/messageKeys';
import type { Locale } from '../i18n/translate';

export type { BrowseMessageKey };

/** The hero's, rows' and badges' strings (the `browse` namespace of the catalogs) in the page's language. */
export function useBrowseText(): { t: (key: BrowseMessageKey, values?: Record<string, string | number>) => string; locale: Locale } {
  const { locale } = useI18n();
  return { t: namespaceTranslator<BrowseMessageKey>(useContext(SiteI18nInstanceContext), locale, 'browse'), locale };
}
