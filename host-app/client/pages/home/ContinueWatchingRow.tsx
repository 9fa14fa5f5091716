import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import { useSiteQueries } from '../../api/siteQueries';
import { ScrollRow } from '../../browse/ScrollRow';
import { LoadingStatus, RowSkeleton } from '../../browse/Skeletons';
import { VideoCard } from '../../content/VideoCard';
import { useI18n } from '../../i18n/I18nProvider';
import { IMAGE_LAYOUTS } from '../../../contract/content/imageLayouts';

/** Home's "Continue watching": the signed-in viewer's unfinished videos, most recent first; nothing for guests. */
export function ContinueWatchingRow() {
  const signedIn = useAuthSessionSelector((state) => state.status === 'authenticated');
  return signedIn ? <ContinueWatchingItems /> : null;
}

function ContinueWatchingItems() {
  const { t } = useI18n();
  const headingId = useId();
  const row = useQuery(useSiteQueries().continueWatching());
  // Its place is held while it loads: a viewer who has something to continue sees nothing move.
  if (row.isPending) {
    return (
      <div aria-busy="true">
        <LoadingStatus />
        <RowSkeleton />
      </div>
    );
  }
  // A row the viewer has nothing in, or that failed to load, is left out: the rest of home stands alone.
  if (!row.data || row.data.length === 0) return null;
  return (
    <section className="site-Section" aria-labelledby={headingId} data-section="continueWatching">
      <h2 id={headingId}>{t('home.continueWatching')}</h2>
      <ScrollRow>
        {row.data.map(({ video, progress }) => {
          const percent = Math.min(100, Math.round((progress.positionSeconds / progress.durationSeconds) * 100));
          return (
            <li key={video.id} className="site-ContinueItem">
              <VideoCard video={video} imageSizes={IMAGE_LAYOUTS.row.sizes} />
              <progress className="site-WatchProgress" max={100} value={percent} aria-label={t('home.continueWatchingProgress', { percent })} />
            </li>
          );
        })}
      </ScrollRow>
    </section>
  );
}
