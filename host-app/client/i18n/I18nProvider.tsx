import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, textDirection, type Locale, type Translate } from './translate';

export interface I18n {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<I18n>(() => ({ locale, dir: textDirection(locale), t: createTranslator(locale) }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an <I18nProvider> above it (the site shell renders one per locale).');
  return value;
}
