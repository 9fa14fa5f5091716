import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useBrand } from '../../config/SiteConfigProvider';
import { useI18n } from '../../i18n/I18nProvider';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { LegalNav } from '../../shell/LegalNav';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';

/** The sign-in pages hide the site layout; this card keeps the way home, the language switch and the legal pages. */
export function AuthFrame({ title, children }: { title: SiteMessageKey; children: ReactNode }) {
  const { t } = useI18n();
  const brand = useBrand();
  return (
    <div className="site-AuthCard">
      <div className="site-AuthTop">
        <Link href={SITE_ROUTES.home} className="site-Brand">
          {t(`brand.${brand.id}`)}
        </Link>
        <LanguageSwitch />
      </div>
      <h1>{t(title)}</h1>
      {children}
      {/* An account is made here: what is collected, and on what terms, is one link away. */}
      <div className="site-AuthLegal">
        <LegalNav />
      </div>
    </div>
  );
}

/**
 * A form-level outcome (wrong password, saved): problems in an alert region, successes in a
 * status region. Both regions stay in the page, so changes to them are announced.
 */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  return (
    <>
      <div className="site-LiveRegion" role="alert" aria-atomic="true">
        {message && tone === 'error' ? <p className="site-Alert">{message}</p> : null}
      </div>
      <div className="site-LiveRegion" role="status" aria-atomic="true">
        {message && tone === 'success' ? (
          <p className="site-Alert" data-tone="success">
            {message}
          </p>
        ) : null}
      </div>
    </>
  );
}
