import { Link } from 'wouter';
import { Thumbnail } from './Thumbnail';
import type { VideoSummary } from '../../contract/content/contentTypes';
import { usePrefetchIntent } from '../api/usePrefetchIntent';
import { PosterBadges } from './PosterBadges';
import { IMAGE_LAYOUTS } from '../../contract/content/imageLayouts';
import { sitePath } from '../../contract/site/sitePaths';

export interface VideoCardProps {
  video: VideoSummary;
  /** Runs when the card is followed, before the video opens (an analytics event, say). */
  onOpen?: () => void;
  /** The `sizes` of the list it sits in: a grid's by default, a row's in a row that scrolls sideways. */
  imageSizes?: string;
  /** Its picture is the page's first above the fold. */
  priority?: boolean;
}

export function VideoCard({ video, onOpen, imageSizes = IMAGE_LAYOUTS.card.sizes, priority }: VideoCardProps) {
  const prefetch = usePrefetchIntent((client, queries) => client.prefetchQuery(queries.video(video.id)));
  return (
    <Link href={sitePath.video(video.id)} className="site-Card" data-premium={video.isPremium ? '' : undefined} {...prefetch} onClick={onOpen}>
      <div className="site-Poster">
        <Thumbnail image={video.thumbnailImage} src={video.thumbnail} sizes={imageSizes} priority={priority} />
        <PosterBadges durationSeconds={video.durationSeconds} isPremium={video.isPremium} />
      </div>
      <h3>{video.title}</h3>
      <span className="site-Muted">{video.channel.title}</span>
    </Link>
  );
}

/** `priority`: the first card's picture is the page's first above the fold. */
export function VideoGrid({ videos, labelledBy, priority }: { videos: VideoSummary[]; labelledBy?: string; priority?: boolean }) {
  return (
    <ul className="site-CardGrid" aria-labelledby={labelledBy}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoCard video={video} priority={priority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
