import { Link } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { DISCOVER_LINKS } from './discoverLinks';

/** The discovery screens, as a labelled list of links in the footer. */
export function DiscoverNav() {
  const { t } = useI18n();
  return (
    <nav aria-label={t('shell.footer.discover')}>
      <ul className="site-FooterLinks">
        {DISCOVER_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
