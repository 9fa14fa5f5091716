import { Link } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { LEGAL_LINKS } from './legalLinks';

/** The company and legal pages, as a labelled list of links: in the footer, and under the sign-in pages' card. */
export function LegalNav() {
  const { t } = useI18n();
  return (
    <nav aria-label={t('shell.footer.legal')}>
      <ul className="site-FooterLinks">
        {LEGAL_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
