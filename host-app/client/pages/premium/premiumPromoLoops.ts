import { MEDIA_FILES_PREFIX } from '../../../contract/http/apiPaths';
import { PREMIUM_PROMO_LOOP_IDS, promoLoopFile } from '../../../contract/content/promoLoops';

/** PR-CONTENT-7: the six promotional loops, animated images from the server's public media. */
export const PREMIUM_PROMO_LOOPS = PREMIUM_PROMO_LOOP_IDS.map((id) => ({ id, src: `${MEDIA_FILES_PREFIX}${promoLoopFile(id)}` }));
