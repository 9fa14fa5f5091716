import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import { productFailureOf } from '../../api/productCallError';
import { useSiteQueries } from '../../api/siteQueries';
import { GatedContentMessage } from '../../content/GatedContentMessage';
import { gatedContent } from '../../content/gatedContent';
import { useI18n } from '../../i18n/I18nProvider';
import { VideoPlayer } from '../../player';
import { usePageMeta } from '../../server/pageMeta';
import { localizedPath } from '../../routing/localePath';
import { MissingContent } from '../../shell/MissingContent';
import { PageStatus } from '../../shell/PageStatus';
import { usePageTitle } from '../../shell/usePageTitle';
import { sitePath } from '../../../contract/site/sitePaths';

/**
 * The player alone, for another site to frame: the video detail is asked for as the embedded
 * platform, and the title opens the full page outside the frame.
 */
export function EmbeddedVideoPage() {
  const { t, locale } = useI18n();
  const { videoId = '' } = useParams<{ videoId: string }>();
  const queries = useSiteQueries();
  const video = useQuery(queries.embeddedVideo(videoId));
  const authorization = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.token.id : null));
  usePageTitle(video.data?.title ?? null);
  usePageMeta({ description: video.data?.description, image: video.data?.poster, type: 'video.other' });
  const kind = productFailureOf(video.error)?.kind;

  if (!video.data) {
    if (kind === 'notFound' || kind === 'invalidInput') return <MissingContent message={t('video.notFound')} />;
    return <PageStatus state={video.isError ? 'failed' : 'loading'} onRetry={() => void video.refetch()} />;
  }
  const fullPage = localizedPath(locale, sitePath.video(video.data.id));
  return (
    <article className="site-Embed">
      <VideoPlayer video={video.data} authorization={authorization} unavailable={gatedContent(video.data.access) && <GatedContentMessage access={video.data.access} />} />
      <h1>
        {/* Out of the frame: the full page is the site's, not the framing page's. */}
        <a href={fullPage} target="_blank" rel="noopener">
          {video.data.title}
        </a>
      </h1>
    </article>
  );
}
