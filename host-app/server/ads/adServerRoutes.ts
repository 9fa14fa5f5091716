import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdBeaconEvent } from '../../contract/ads/adBeacons';
import { API_PATHS } from '../../contract/http/apiPaths';
import { publicMediaUrl } from '../content/mediaUrls';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';
import { wrongInput } from '../http/apiError';
import { parseInput } from '../http/parseInput';
import { RATE_LIMITS } from '../securityPolicy';
import { readAdBeacons, recordAdBeacon } from './adBeaconStore';
import { adBeaconQuerySchema, devAdBeaconsQuerySchema, vastQuerySchema } from './adServer.schema';
import { vastDocument } from './vastDocument';
import { prerollFor, videoAdExists } from './videoAdQueries';

const AD_SYSTEM = 'Product sandbox ad server';

/**
 * The ad server's stand-in, on the product API's origin so the site's CSP needs nothing more: VAST 4
 * answers for prerolls (the generated creative of the campaign that targets the video, or the empty
 * answer), and the beacon its trackers call, which records each event.
 */
export function registerAdServerRoutes(app: FastifyInstance, context: ProductContext): void {
  const origin = context.payments.hostAppOrigin;

  app.get(API_PATHS.adVast, async (request, reply) => {
    const { videoId, locale = 'en' } = parseInput(vastQuerySchema, request.query, 'query');
    const ad = await prerollFor(context.db, videoId, locale);
    const servingId = randomUUID();
    const beaconUrl = (event: AdBeaconEvent) => {
      const query = new URLSearchParams({ event, servingId, adId: ad?.id ?? '', videoId });
      // The player fills the macros in: a fresh number against caches, and the VAST error code.
      return `${origin}${API_PATHS.adBeacon}?${query}&cb=[CACHEBUSTING]${event === 'error' ? '&code=[ERRORCODE]' : ''}`;
    };
    const document = vastDocument(
      ad && {
        id: ad.id,
        title: ad.title,
        servingId,
        adSystem: AD_SYSTEM,
        mediaFile: { url: `${origin}${publicMediaUrl(ad.media)}`, width: ad.width, height: ad.height, bitrateKbps: ad.bitrateKbps },
        durationSeconds: ad.durationSeconds,
        skipOffsetSeconds: ad.skipOffsetSeconds,
        // The site's Arabic pages live under /ar.
        clickThroughUrl: `${origin}${locale === 'ar' ? `/ar${ad.targetUrl}` : ad.targetUrl}`,
        beaconUrl,
      },
    );
    // Every answer is one serving of its own: no cache may hand it to a second player.
    return reply.header('Cache-Control', 'no-store').type('application/xml; charset=utf-8').send(document);
  });

  app.get(API_PATHS.adBeacon, async (request, reply) => {
    const now = context.clock();
    const query = parseInput(adBeaconQuerySchema, request.query, 'query');
    if (!(await videoAdExists(context.db, query.adId))) throw wrongInput('input.invalidValue', [{ field: 'query.adId', messageKey: 'input.invalidValue' }]);
    await context.rateLimiter.consume(RATE_LIMITS.adBeaconPerIp, request.ip, now);
    await recordAdBeacon(
      context.db,
      { servingId: query.servingId, adId: query.adId, event: query.event, videoId: query.videoId ?? null, errorCode: query.code === undefined ? null : Number(query.code) },
      now,
    );
    return reply.header('Cache-Control', 'no-store').code(204).send();
  });
}

/** TEST only: the beacons recorded for one VAST answer, so end-to-end tests can check what a player reported. */
export function registerDevAdBeaconsRoute(app: FastifyInstance, context: ProductContext): void {
  if (context.env !== 'test') throw new Error('The development ad beacons endpoint exists only in the TEST environment');
  app.get(API_PATHS.devAdBeacons, async (request, reply) => {
    const { servingId } = parseInput(devAdBeaconsQuerySchema, request.query, 'query');
    return sendData(request, reply, await readAdBeacons(context.db, servingId));
  });
}
