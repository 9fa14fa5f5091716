import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { VideoSummary } from '../../shared/apiTypes';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { useI18n } from '../i18n/I18nProvider';
import { formatDuration } from './formatters';
import { sitePath } from '../../shared/sitePaths';

/** `onOpen` runs when the card is followed, before the video opens (an analytics event, say). */
export function VideoCard({ video, onOpen }: { video: VideoSummary; onOpen?: () => void }) {
  const { t, locale } = useI18n();
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchQuery(queries.video(video.id)));
  return (
    <Link href={sitePath.video(video.id)} className="site-Card" data-premium={video.isPremium ? '' : undefined} {...prefetch} onClick={onOpen}>
      <Thumbnail src={video.thumbnail} />
      <h3>{video.title}</h3>
      <span className="site-Muted">
        {video.channel.title} · <span dir="ltr">{formatDuration(video.durationSeconds, locale)}</span>
      </span>
      {video.isPremium && <span className="site-Badge">{t('shell.vipBadge')}</span>}
    </Link>
  );
}

export function VideoGrid({ videos, labelledBy }: { videos: VideoSummary[]; labelledBy?: string }) {
  return (
    <ul className="site-CardGrid" aria-labelledby={labelledBy}>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
