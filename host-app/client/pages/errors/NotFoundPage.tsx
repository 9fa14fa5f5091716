import { Link } from 'wouter';
import { useI18n } from '../../i18n/I18nProvider';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';
import { usePageMeta } from '../../server/pageMeta';

/** Rendered bare, without the layout (PR-PAGE-3). */
export function NotFoundPage() {
  const { t } = useI18n();
  // An address no page has is a 404 on the wire too, not a page that says so with a 200.
  usePageMeta({ status: 404 });
  return (
    <div className="site-ErrorPage">
      <p aria-hidden="true">404</p>
      <h1>{t('error.notFound.title')}</h1>
      <p>{t('error.notFound.text')}</p>
      <Link href={SITE_ROUTES.home} className="site-Button">
        {t('shell.backHome')}
      </Link>
    </div>
  );
}
