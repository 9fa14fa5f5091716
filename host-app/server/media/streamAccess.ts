import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../contract/http/resultCodes';
import type { VideoDetail, VideoStream } from '../../contract/content/contentTypes';
import { optionalSubscriber, type SignedInSubscriber } from '../auth/sessions';
import { checkStreamToken, FREE_VIEWER, parseStreamToken, signedStreamUrl, type StreamResource } from '../content/mediaUrls';
import type { ProductContext } from '../context';
import { ProductApiError } from '../http/apiError';
import { hasVipAccess } from '../subscriptions/subscriptionStore';
import { CAPTION_LANGUAGES } from './captions';
import { HLS_FILES } from './hlsPlaylists';

/** Premium streams need a VIP subscription found in the database; the client's own VIP flag plays no part. */
export async function accessTo(isPremium: boolean, subscriber: SignedInSubscriber | null, context: ProductContext, now: Date): Promise<VideoDetail['access']> {
  if (!isPremium) return 'granted';
  if (!subscriber) return 'sign_in_required';
  return (await hasVipAccess(context.db, subscriber.subscriberId, now)) ? 'granted' : 'vip_required';
}

/** The stream a viewer was granted: a link for them alone when premium, for anyone when free. */
export function grantedStream(context: ProductContext, resource: StreamResource, isPremium: boolean, subscriber: SignedInSubscriber | null, now: Date): VideoStream {
  const viewer = isPremium && subscriber ? subscriber.subscriberId : FREE_VIEWER;
  const file = resource.kind === 'video' ? HLS_FILES.master : HLS_FILES.livePlaylist;
  const link = signedStreamUrl(context.keys.mediaUrl, resource, viewer, file, now);
  const folder = link.url.slice(0, -file.length);
  return {
    url: link.url,
    mimeType: 'application/vnd.apple.mpegurl',
    kind: resource.kind === 'video' ? 'hls' : 'live',
    expiresAt: link.expiresAt,
    captions: resource.kind === 'video' ? CAPTION_LANGUAGES.map((language) => ({ language, url: `${folder}${HLS_FILES.captions(language)}` })) : [],
    ...(resource.kind === 'video' ? { thumbnails: `${folder}${HLS_FILES.thumbnailsTrack}` } : {}),
    needsAuthorization: isPremium,
  };
}

const refuse = (messageKey: 'auth.invalidToken' | 'media.linkExpired' | 'media.vipOnly') => new ProductApiError(403, ResultCode.Unauthorized, messageKey);

/**
 * Checked on every playlist, segment and caption request: the token must be this stream's and
 * current. A premium stream's playlists and segments also need the bearer token of the very
 * subscriber the link was opened for, still VIP now, so a copied link plays for no one else.
 * Captions and the seek bar's previews are loaded by a <track> and an <img>, which send no
 * headers; their link still has to be valid.
 */
export async function checkStreamRequest(
  request: FastifyRequest,
  context: ProductContext,
  resource: StreamResource,
  tokenText: string,
  isPremium: boolean,
  file: string,
  now: Date,
): Promise<void> {
  const token = parseStreamToken(tokenText);
  if (!token) throw refuse('auth.invalidToken');
  const check = checkStreamToken(context.keys.mediaUrl, resource, token, now);
  if (check === 'invalid') throw refuse('auth.invalidToken');
  if (check === 'expired') throw refuse('media.linkExpired');
  if (!isPremium || file.endsWith('.vtt') || file === HLS_FILES.thumbnailSprite) return;
  if (token.viewer === FREE_VIEWER) throw refuse('media.vipOnly');
  const subscriber = await optionalSubscriber(request, context, now);
  if (!subscriber || subscriber.subscriberId !== token.viewer || !(await hasVipAccess(context.db, subscriber.subscriberId, now))) throw refuse('media.vipOnly');
}
