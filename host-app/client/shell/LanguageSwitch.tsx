import { Link } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { useAddressInLocale, useOtherLocale } from '../routing/useLocalePaths';

/** Switches to the same page in the other language; its text is in that language. */
export function LanguageSwitch() {
  const { t } = useI18n();
  const other = useOtherLocale();
  const href = useAddressInLocale(other);
  return (
    <Link href={href} lang={other} hrefLang={other} className="site-Button" data-variant="secondary">
      {t('shell.languageSwitch')}
    </Link>
  );
}
