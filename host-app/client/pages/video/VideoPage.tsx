import { Link, useParams } from 'wouter';
import { useAuthSessionSelector } from 'payment-client/auth-session';
import type { VideoDetail } from '../../../contract/content/contentTypes';
import { PrerollBreak, usePreroll } from '../../ads';
import { HydrateInTurn } from '../../browse/HydrateWhenNear';
import { GatedContentMessage } from '../../content/GatedContentMessage';
import { gatedContent } from '../../content/gatedContent';
import { useI18n } from '../../i18n/I18nProvider';
import { VideoPlayer } from '../../player';
import { MissingContent } from '../../shell/MissingContent';
import { PageStatus } from '../../shell/PageStatus';
import { usePageTitle } from '../../shell/usePageTitle';
import { sitePath } from '../../../contract/site/sitePaths';
import { useVideo } from './useVideo';
import { usePageMeta } from '../../server/pageMeta';

/** A video: the player, then what it is and where it comes from. Access is the server's decision. */
export function VideoPage() {
  const { t } = useI18n();
  const { videoId = '' } = useParams<{ videoId: string }>();
  // The viewer is part of the query key, and a VIP change refetches it: what the server grants depends on both.
  const video = useVideo(videoId);

  if (video.data) return <VideoDetails video={video.data} />;
  if (video.missing) return <MissingContent message={t('video.notFound')} />;
  return <PageStatus state={video.isError ? 'failed' : 'loading'} onRetry={() => void video.refetch()} />;
}

export function VideoDetails({ video }: { video: VideoDetail }) {
  const { t } = useI18n();
  usePageTitle(video.title);
  usePageMeta({ description: video.description, image: video.poster, type: 'video.other' });
  // Premium streams check the viewer's session on every segment request.
  const authorization = useAuthSessionSelector((state) => (state.status === 'authenticated' ? state.token.id : null));
  const gated = gatedContent(video.access);
  // A preroll plays before a video that will play, for viewers who see ads (PR-ADS-1).
  const preroll = usePreroll({ videoId: video.id, enabled: video.stream !== null && !gated });
  return (
    <article className="site-Video">
      {/* The player hydrates in a task of its own, after the page's frame (browse/deferredHydration.ts). */}
      <HydrateInTurn id="video-player">
        <div {...preroll.getHostProps()}>
          {/* Without access, the way to it is the one message, where the video would play. */}
          <VideoPlayer video={video} authorization={authorization} hold={preroll.holdContent} unavailable={gated && <GatedContentMessage access={video.access} />} />
          <PrerollBreak preroll={preroll} />
        </div>
      </HydrateInTurn>
      <h1>{video.title}</h1>
      <p>
        <Link href={sitePath.channel(video.channel.id)}>{t('video.by', { channel: video.channel.title })}</Link>
      </p>
      <p>{video.description}</p>
    </article>
  );
}
