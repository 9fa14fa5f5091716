import { useTranslation } from 'react-i18next';
import { useI18n } from '../i18n/I18nProvider';
import type { PlayerMessageKey } from '../i18n/messageKeys';
import { siteI18n } from '../i18n/siteI18n';
import type { Locale } from '../i18n/translate';

// The strings live in the `player` namespace (i18n/locales/<language>/player.json), loaded apart from
// the language's catalog: the pages that play video load them before they render (routeTable).
export type { PlayerMessageKey };

/** `count` picks the plural form (`player.seekBack_one`, `_other`, and Arabic's six). */
export type PlayerTranslate = (key: PlayerMessageKey, values?: Record<string, string | number>) => string;

/** The player's strings in a language whose player strings are loaded (the page's always are). */
export function playerTranslator(locale: Locale): PlayerTranslate {
  const t = siteI18n.getFixedT(locale, 'player');
  return (key, values) => t(key, values);
}

/** The player's strings in the page's language. */
export function usePlayerText(): { t: PlayerTranslate; locale: Locale } {
  const { locale } = useI18n();
  const { t } = useTranslation('player', { lng: locale });
  return { t: (key, values) => t(key, values), locale };
}
