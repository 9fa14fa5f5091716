import type { VideoSummary } from '../../../../shared/apiTypes';
import { IMAGE_LAYOUTS } from '../../../../shared/imageLayouts';
import { VideoCard } from '../../../content/VideoCard';

/** Videos in one row, as the other rows of home draw them. */
export function VideoRow({ videos }: { videos: readonly VideoSummary[] }) {
  return (
    <ul className="site-Slider">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} imageSizes={IMAGE_LAYOUTS.row.sizes} />
        </li>
      ))}
    </ul>
  );
}
