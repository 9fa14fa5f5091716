import { useEffect } from 'react';
import type { Locale } from '../i18n/translate';
import { textDirection } from '../i18n/translate';

/** Keeps <html lang dir> in step with the router's locale, so RTL layout and screen readers follow. */
export function useDocumentLocale(locale: Locale, doc?: Document): void {
  useEffect(() => {
    // Read in the effect: a server render has no document (it writes lang and dir into its HTML).
    const root = (doc ?? document).documentElement;
    root.lang = locale;
    root.dir = textDirection(locale);
  }, [locale, doc]);
}
