import type { ReactNode } from 'react';
import { I18nProvider } from '../../../../host-app/client/i18n/I18nProvider';
import type { Locale } from '../../../../host-app/client/i18n/translate';
import '../support/siteLanguages';

/** Wraps a tree in the site's language context, as the shell's router does. */
export const withI18n = (locale: Locale = 'en') =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider locale={locale}>{children}</I18nProvider>;
  };
