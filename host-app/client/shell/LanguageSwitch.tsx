import { Link } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { loadLanguage } from '../i18n/siteI18n';
import { useAddressInLocale, useOtherLocale } from '../routing/useLocalePaths';

/** Switches to the same page and query in the other language; its text is in that language. */
export function LanguageSwitch() {
  const { t } = useI18n();
  const other = useOtherLocale();
  const href = useAddressInLocale(other);
  // The other catalog starts loading when the switch is pointed at or focused, so the click rarely
  // waits for it. A failure is the switch's to show, once followed.
  const preload = () => void loadLanguage(other).catch(() => undefined);
  return (
    <Link href={href} lang={other} hrefLang={other} className="site-Button" data-variant="secondary" onPointerEnter={preload} onFocus={preload}>
      {t('shell.languageSwitch')}
    </Link>
  );
}
