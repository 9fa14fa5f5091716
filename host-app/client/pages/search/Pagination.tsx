import { useI18n } from '../../i18n/I18nProvider';

/** Previous and next page buttons around "Page n of m"; pages are zero-based inside, one-based on screen. */
export function Pagination({ page, pages, hasMore, onPage }: { page: number; pages: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useI18n();
  return (
    <nav className="site-Pagination" aria-label={t('search.pagination')}>
      <button type="button" className="site-Button" data-variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('search.previous')}
      </button>
      <span aria-current="page">{t('search.page', { page: page + 1, pages: Math.max(pages, page + 1) })}</span>
      <button type="button" className="site-Button" data-variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('search.next')}
      </button>
    </nav>
  );
}
