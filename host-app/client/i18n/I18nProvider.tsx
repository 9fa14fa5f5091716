import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { i18n as I18next } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { namespaceTranslator } from './keptTranslations';
import type { SiteMessageKey } from './messageKeys';
import { isLanguageLoaded, loadLanguage, siteI18n } from './siteI18n';
import { textDirection, type Locale, type Translate } from './translate';

export interface I18n {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The i18next instance the site translates with: the browser's one, unless a server render gives
 * its own, made per request with the page's catalog already in.
 */
export const SiteI18nInstanceContext = createContext<I18next>(siteI18n);

/**
 * The page's language. Suspends while that language's catalog chunk loads (the first time it is chosen);
 * the router keeps a Suspense boundary above it.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const instance = useContext(SiteI18nInstanceContext);
  if (!isLanguageLoaded(locale, instance)) use(loadLanguage(locale));
  return (
    <I18nextProvider i18n={instance} defaultNS="site">
      <SiteLanguage locale={locale}>{children}</SiteLanguage>
    </I18nextProvider>
  );
}

function SiteLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const instance = useContext(SiteI18nInstanceContext);
  const value = useMemo<I18n>(() => ({ locale, dir: textDirection(locale), t: namespaceTranslator<SiteMessageKey>(instance, locale, 'site') }), [instance, locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an <I18nProvider> above it (the site shell renders one per locale).');
  return value;
}
