import type { VideoSummary } from '../../../../contract/content/contentTypes';
import { IMAGE_LAYOUTS } from '../../../../contract/content/imageLayouts';
import { NativeAdItem } from '../../../ads';
import { VideoCard } from '../../../content/VideoCard';

/**
 * Videos in one row, as the other rows of home draw them; `nativeAd` ends the row with a native ad
 * card, after the videos, so its arrival moves none of them.
 */
export function VideoRow({ videos, nativeAd = false }: { videos: readonly VideoSummary[]; nativeAd?: boolean }) {
  return (
    <ul className="site-Slider">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} imageSizes={IMAGE_LAYOUTS.row.sizes} />
        </li>
      ))}
      {nativeAd && <NativeAdItem />}
    </ul>
  );
}
