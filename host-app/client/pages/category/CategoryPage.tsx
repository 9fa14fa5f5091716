import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { productFailureOf } from '../../api/productCallError';
import { useSiteQueries } from '../../api/siteQueries';
import { VideoGrid } from '../../content/VideoCard';
import { useI18n } from '../../i18n/I18nProvider';
import { MissingContent } from '../../shell/MissingContent';
import { PageStatus } from '../../shell/PageStatus';
import { itemsOfType } from '../home/homeSections';
import { useHomeData } from '../home/useHomeData';
import { Pagination } from '../search/Pagination';
import { pageCount, readSearchQuery } from '../search/searchQuery';

/** A category's videos, five a page; its name comes from the home answer's categories (cached since Home). */
export function CategoryPage() {
  const { t } = useI18n();
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  const [params, setParams] = useSearchParams();
  const { page } = readSearchQuery(params);
  const queries = useSiteQueries();
  const home = useHomeData();
  // The previous page stays on screen while the next one loads.
  const videos = useQuery({ ...queries.category(categoryId, page), placeholderData: keepPreviousData });
  const headingId = useId();

  const category = home.data ? itemsOfType(home.data.sections, 'categories').find((item) => item.id === categoryId) : undefined;
  const title = category?.title ?? t('category.title');
  const failure = productFailureOf(videos.error)?.kind;

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {videos.data ? (
        <>
          {/* The cards' titles are h3s: the grid gets its h2, for those who move by heading. */}
          <h2 className="site-VisuallyHidden">{t('category.videos')}</h2>
          {videos.data.items.length > 0 ? <VideoGrid videos={videos.data.items} priority /> : <p className="site-Muted">{t('category.empty')}</p>}
          {(page > 0 || videos.data.hasMore) && (
            <Pagination page={page} pages={pageCount(videos.data.total)} hasMore={videos.data.hasMore} onPage={(next) => setParams(next > 0 ? { page: String(next) } : {})} />
          )}
        </>
      ) : failure === 'invalidInput' || failure === 'notFound' ? (
        <MissingContent message={t('category.notFound')} />
      ) : (
        <PageStatus state={videos.isError ? 'failed' : 'loading'} onRetry={() => void videos.refetch()} />
      )}
    </section>
  );
}
