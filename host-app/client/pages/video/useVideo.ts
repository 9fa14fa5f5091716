import { useQuery } from '@tanstack/react-query';
import { productFailureOf } from '../../api/productCallError';
import { useSiteQueries } from '../../api/siteQueries';

/** A video's details for this viewer; the video page and a live event's page share the cached answer. */
export function useVideo(videoId: string) {
  const queries = useSiteQueries();
  const video = useQuery(queries.video(videoId));
  const kind = productFailureOf(video.error)?.kind;
  return { ...video, missing: kind === 'notFound' || kind === 'invalidInput' };
}
