import { useI18n } from '../../i18n/I18nProvider';
import { localizedPath } from '../../routing/localePath';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';

/** Rendered bare, without the layout (PR-PAGE-3); also the fallback when a page fails to render. */
export function ServerErrorPage() {
  const { t, locale } = useI18n();
  return (
    <div className="site-ErrorPage">
      <p aria-hidden="true">500</p>
      <h1>{t('error.server.title')}</h1>
      <p>{t('error.server.text')}</p>
      {/* A full load, so a broken client state does not survive. */}
      <a href={localizedPath(locale, SITE_ROUTES.home)} className="site-Button">
        {t('shell.backHome')}
      </a>
    </div>
  );
}
