import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import { NavLink } from '../../shell/NavLink';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';

const SECTIONS: { href: string; label: SiteMessageKey }[] = [
  { href: SITE_ROUTES.loginSettings, label: 'settings.nav.login' },
  { href: SITE_ROUTES.interestsSettings, label: 'settings.nav.interests' },
  { href: SITE_ROUTES.subscriptionSettings, label: 'settings.nav.subscription' },
];

export function SettingsLayout({ title, children }: { title: SiteMessageKey; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <h1>{t('settings.title')}</h1>
      <div className="site-SettingsLayout">
        <nav className="site-SettingsNav" aria-label={t('settings.nav')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <NavLink href={section.href}>{t(section.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t(title)}</h2>
          {children}
        </div>
      </div>
    </>
  );
}
