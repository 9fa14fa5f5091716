import { MEDIA_FILES_PREFIX } from '../../../shared/apiPaths';

/**
 * Section 9: six promotional loops. The server's generated media has no public video, so the
 * loops are the public covers of six premium videos (the animated versions are VIP-only streams).
 */
export const PREMIUM_PROMO_LOOPS = ['match-highlights', 'coach-interview', 'acoustic-session', 'old-town-walk', 'mountain-timelapse', 'festival-recap'].map((id) => ({
  id,
  poster: `${MEDIA_FILES_PREFIX}videos/${id}.png`,
}));
