import { useEffect } from 'react';
import type { Locale } from '../i18n/translate';
import { textDirection } from '../i18n/translate';

/** Keeps <html lang dir> in step with the router's locale, so RTL layout and screen readers follow. */
export function useDocumentLocale(locale: Locale, doc: Document = document): void {
  useEffect(() => {
    doc.documentElement.lang = locale;
    doc.documentElement.dir = textDirection(locale);
  }, [locale, doc]);
}
