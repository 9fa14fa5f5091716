import { useId } from 'react';
import { useParams, useSearchParams } from 'wouter';
import type { VideoPage } from '../../../shared/apiTypes';
import { loadCategoryVideos } from '../../api/contentApi';
import { useLoad } from '../../api/useLoad';
import { useProductCaller } from '../../api/useProductCaller';
import { VideoGrid } from '../../content/VideoCard';
import { useI18n } from '../../i18n/I18nProvider';
import { PageStatus } from '../../shell/PageStatus';
import { itemsOfType } from '../home/homeSections';
import { useHomeData } from '../home/useHomeData';
import { Pagination } from '../search/Pagination';
import { pageCount, readSearchQuery } from '../search/searchQuery';

/** A category's videos, five a page; its name comes from the home answer's categories. */
export function CategoryPage() {
  const { t } = useI18n();
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  const [params, setParams] = useSearchParams();
  const { page } = readSearchQuery(params);
  const call = useProductCaller();
  const home = useHomeData();
  const videos = useLoad<VideoPage>(`${categoryId}\u0000${page}`, (signal) => loadCategoryVideos(call, categoryId, page, signal));
  const headingId = useId();

  const category = home.state.status === 'loaded' ? itemsOfType(home.state.data.sections, 'categories').find((item) => item.id === categoryId) : undefined;
  const title = category?.title ?? t('category.title');

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {videos.state.status === 'loading' && <PageStatus state="loading" />}
      {videos.state.status === 'failed' &&
        (videos.state.failure.kind === 'invalidInput' || videos.state.failure.kind === 'notFound' ? (
          <p className="site-Alert">{t('category.notFound')}</p>
        ) : (
          <PageStatus state="failed" onRetry={videos.retry} />
        ))}
      {videos.state.status === 'loaded' && (
        <>
          {videos.state.data.items.length > 0 ? <VideoGrid videos={videos.state.data.items} /> : <p className="site-Muted">{t('category.empty')}</p>}
          {(page > 0 || videos.state.data.hasMore) && (
            <Pagination page={page} pages={pageCount(videos.state.data.total)} hasMore={videos.state.data.hasMore} onPage={(next) => setParams(next > 0 ? { page: String(next) } : {})} />
          )}
        </>
      )}
    </section>
  );
}
