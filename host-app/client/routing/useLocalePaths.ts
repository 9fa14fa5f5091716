import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/translate';
import { localizedPath } from './localePath';

/** The current page's address in another locale, as an absolute wouter path (leading `~`). */
export function useAddressInLocale(target: Locale): string {
  const [path] = useLocation();
  const search = useSearch();
  return `~${localizedPath(target, path)}${search ? `?${search}` : ''}`;
}

/** The other language of the site, for the switcher. */
export function useOtherLocale(): Locale {
  return useI18n().locale === 'ar' ? 'en' : 'ar';
}
