import { Suspense, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/translate';
import { useDocumentLocale } from '../shell/useDocumentLocale';
import { routerBase, splitLocale } from './localePath';

/**
 * Reads the locale from the address (/ar/... is Arabic, anything else English) and nests a
 * router under that prefix, so every page links and matches without knowing its locale.
 * The boundary waits for a language's catalog the first time that language is shown. The tree
 * under it is keyed by language: a switch unmounts one language's page before the next suspends,
 * as Preact's Suspense keeps no hidden copy of the old tree the way React's does.
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { locale } = splitLocale(pathname);
  return (
    <Suspense fallback={null}>
      <I18nProvider key={locale} locale={locale}>
        <DocumentLocale locale={locale} />
        <Router base={routerBase(locale)}>{children}</Router>
      </I18nProvider>
    </Suspense>
  );
}

/** `lang` and `dir` change together with the text, once the language's catalog is in. */
function DocumentLocale({ locale }: { locale: Locale }) {
  useDocumentLocale(locale);
  return null;
}
