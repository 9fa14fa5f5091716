import { useId } from 'react';
import { useParams } from 'wouter';
import { Thumbnail } from '../../content/Thumbnail';
import { IMAGE_LAYOUTS } from '../../../contract/content/imageLayouts';
import { VideoGrid } from '../../content/VideoCard';
import { useI18n } from '../../i18n/I18nProvider';
import { MissingContent } from '../../shell/MissingContent';
import { PageStatus } from '../../shell/PageStatus';
import { FollowButton } from './FollowButton';
import { useChannelVideos } from './useChannelVideos';

export function ChannelDetailsPage() {
  const { t } = useI18n();
  const { channelId = '' } = useParams<{ channelId: string }>();
  const channel = useChannelVideos(channelId);
  const videosHeadingId = useId();

  const { info, videos, hasMore } = channel;
  if (!info) {
    if (channel.notFound) return <MissingContent message={t('channels.notFound')} />;
    return <PageStatus state={channel.failed ? 'failed' : 'loading'} onRetry={channel.retry} />;
  }
  return (
    <>
      <div className="site-ChannelHeader">
        <Thumbnail image={info.thumbnailImage} src={info.thumbnail} sizes={IMAGE_LAYOUTS.channelBadge.sizes} className="site-ChannelImage" />
        <h1>{info.title}</h1>
        <FollowButton channel={info} />
      </div>
      <section className="site-Section" aria-labelledby={videosHeadingId}>
        <h2 id={videosHeadingId}>{t('channels.videos')}</h2>
        {videos.length > 0 ? <VideoGrid videos={videos} labelledBy={videosHeadingId} priority /> : <p className="site-Muted">{t('channels.noVideos')}</p>}
        {hasMore && (
          <button type="button" className="site-Button" data-variant="secondary" disabled={channel.loadingMore} onClick={channel.loadMore}>
            {channel.loadingMore ? t('shell.loading') : t('channels.moreVideos')}
          </button>
        )}
      </section>
    </>
  );
}
