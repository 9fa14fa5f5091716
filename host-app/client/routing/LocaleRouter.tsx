import type { ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { I18nProvider } from '../i18n/I18nProvider';
import { useDocumentLocale } from '../shell/useDocumentLocale';
import { routerBase, splitLocale } from './localePath';

/**
 * Reads the locale from the address (/ar/... is Arabic, anything else English) and nests a
 * router under that prefix, so every page links and matches without knowing its locale.
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { locale } = splitLocale(pathname);
  useDocumentLocale(locale);
  return (
    <I18nProvider locale={locale}>
      <Router base={routerBase(locale)}>{children}</Router>
    </I18nProvider>
  );
}
