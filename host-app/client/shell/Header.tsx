import { Link } from 'wouter';
import { useAuthSession } from 'payment-client/auth-session';
import { useBrand } from '../config/SiteConfigProvider';
import { useI18n } from '../i18n/I18nProvider';
import { useSignOut } from '../session/useSignOut';
import { Avatar } from './Avatar';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLink } from './NavLink';
import { SITE_ROUTES, sitePath } from '../../contract/site/sitePaths';

export function Header() {
  const { t } = useI18n();
  const brand = useBrand();
  const { status, token, subscriber, isVip } = useAuthSession();
  const signOut = useSignOut();

  return (
    <header className="site-Header">
      <Link href={SITE_ROUTES.home} className="site-Brand">
        {t(`brand.${brand.id}`)}
      </Link>
      <nav aria-label={t('shell.mainNav')}>
        <ul className="site-Nav">
          <li>
            <NavLink href={SITE_ROUTES.home}>{t('shell.nav.home')}</NavLink>
          </li>
          <li>
            <NavLink href={SITE_ROUTES.channels} match="prefix">
              {t('shell.nav.channels')}
            </NavLink>
          </li>
          <li>
            <NavLink href={SITE_ROUTES.search}>{t('shell.nav.search')}</NavLink>
          </li>
          {!isVip && (
            <li>
              <NavLink href={sitePath.subscription(brand)}>{t('shell.nav.premium')}</NavLink>
            </li>
          )}
        </ul>
      </nav>
      <div className="site-HeaderActions">
        <LanguageSwitch />
        {status === 'authenticated' && subscriber && (
          <>
            <Link href={SITE_ROUTES.loginSettings} className="site-AccountLink" aria-label={t('shell.account', { name: subscriber.name })}>
              <Avatar image={subscriber.image} name={subscriber.name} size="small" />
              {/* On a phone only the picture shows; the link's label still names the account. */}
              <span className="site-AccountName">{subscriber.name}</span>
              {isVip && <span className="site-Badge">{t('shell.vipBadge')}</span>}
            </Link>
            <button type="button" className="site-Button" data-variant="secondary" onClick={() => void signOut()}>
              {t('shell.signOut')}
            </button>
          </>
        )}
        {status !== 'authenticated' && (
          // Rendered before the session is known too (a server render knows no viewer), so the
          // header keeps its size; hidden, not removed, while a stored token is being checked.
          <span className="site-HeaderSignIn" data-pending={token !== null ? '' : undefined}>
            <Link href={SITE_ROUTES.signIn} className="site-Button" data-variant="secondary">
              {t('shell.signIn')}
            </Link>
            <Link href={SITE_ROUTES.signUp} className="site-Button">
              {t('shell.signUp')}
            </Link>
          </span>
        )}
      </div>
    </header>
  );
}
