import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { PRODUCT_HEADERS } from '../../contract/http/headers';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/site/locales';
import { PLATFORMS } from '../../contract/site/platforms';
import type { ViewerCountry } from '../../contract/site/markets';
import type { ProductContext } from '../context';
import { viewerCountryOf } from '../geo/requestCountry';
import { successBody } from '../http/answer';
import { answerLocale } from '../http/clientHeaders';
import { preferredEncoding } from './acceptEncoding';
import {
  CATALOGUE_CHANNEL,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_READ_MAX_AGE_SECONDS,
  PUBLIC_READ_MAX_ENTRIES,
  PUBLIC_READ_MEMORY_TTL_SECONDS,
  PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS,
  VIEWER_HEADERS,
} from './cachePolicy';
import { etagOf, matchesEtag } from './encodedAnswer';
import { createPublicReadCache, type BuiltRead, type CachedRead, type PublicReadCache } from './publicReadCache';

/** What a public read's route answers: its data, and when the clock alone changes it. */
export interface PublicRead<T> {
  data: T;
  /** The next time an event starts or ends, for answers that list events; null or absent otherwise. */
  changesAt?: Date | null;
}

export interface PublicReadOptions {
  /**
   * The answer is not the same for a signed-in viewer (follow flags, VIP without ads, premium
   * access): a request that names its viewer gets an answer built for it, private.
   */
  variesByViewer: boolean;
  /**
   * Whether this request's answer depends on the viewer's resolved country (it names none itself):
   * then the answer is kept per country, and only a country a proxy's header gave is public.
   */
  variesByCountry?: (request: FastifyRequest) => boolean;
}

export interface PublicReads {
  /** A GET handler whose answer is the same for everyone who asks the same thing in the same language. */
  handler<T>(options: PublicReadOptions, read: (request: FastifyRequest, viewerCountry: ViewerCountry | null) => Promise<PublicRead<T>>): RouteHandlerMethod;
  readonly cache: PublicReadCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public reads: ETags, cache headers, and answers kept in memory, compressed, until the catalogue changes. */
    publicReads: PublicReads;
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const LANGUAGE_VARY = 'X-Language';
const VIEWER_VARY = ['X-Language', 'Authorization', 'X-User-Id'].join(', ');
const LASTING_CACHE_CONTROL = `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS}`;

const isOneOf = (values: readonly string[], header: string | string[] | undefined) => header === undefined || (typeof header === 'string' && values.includes(header));

/**
 * Requests that ask the same are answered from one kept answer: same path and query, same
 * language. Headers a route would refuse (a language or OS we do not know) are not served from
 * memory: the route answers them itself, with its 400 where it has one.
 */
function cacheKeyOf(request: FastifyRequest): string | null {
  const language = request.headers[PRODUCT_HEADERS.language];
  if (!isOneOf(LOCALES, language) || !isOneOf(PLATFORMS, request.headers[PRODUCT_HEADERS.os])) return null;
  return `${(language as string | undefined) ?? DEFAULT_LOCALE} ${request.url}`;
}

/** Caches may keep an answer that lists events until the next one starts or ends, never past it. */
function publicCacheControl(changesAtMs: number | null, nowMs: number): string {
  if (changesAtMs === null) return LASTING_CACHE_CONTROL;
  const secondsLeft = Math.max(0, Math.floor((changesAtMs - nowMs) / 1000));
  const maxAge = Math.min(PUBLIC_READ_MAX_AGE_SECONDS, secondsLeft);
  return `public, max-age=${maxAge}, stale-while-revalidate=${Math.min(PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS, secondsLeft - maxAge)}`;
}

/** The Vary of an answer: also on Accept-Encoding when it is kept compressed. */
interface VaryHeaders {
  plain: string;
  compressed: string;
}

const varyHeaders = (plain: string): VaryHeaders => ({ plain, compressed: `${plain}, Accept-Encoding` });

function sendPublic(request: FastifyRequest, reply: FastifyReply, read: CachedRead, vary: VaryHeaders, nowMs: number): FastifyReply {
  const { etag, identity, compressed } = read.answer;
  reply.header('ETag', etag).header('Cache-Control', publicCacheControl(read.changesAtMs, nowMs)).header('Vary', compressed ? vary.compressed : vary.plain);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(JSON_CONTENT_TYPE);
  const encoding = compressed && preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(identity);
  return reply.header('Content-Encoding', encoding).send(compressed[encoding]);
}

/** An answer built for this request alone (a viewer's own, or headers no kept answer is for). */
function sendBuilt(request: FastifyRequest, reply: FastifyReply, json: string, cacheControl: string, vary: string): FastifyReply {
  const etag = etagOf(json);
  reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', vary);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // Compressed on the way out, like any other answer.
  return reply.type(JSON_CONTENT_TYPE).send(json);
}

/**
 * Public catalogue reads, built once per change: the first request builds the answer, encodes it
 * (as is, brotli, gzip) with its ETag and keeps it; later ones are sent those bytes without a
 * query or a compression. Any catalogue write empties the memory of every process (a NOTIFY from
 * the database, migration 008); answers that list events are kept only until the next event
 * starts or ends.
 */
export function registerPublicReads(app: FastifyInstance, context: ProductContext): void {
  const now = () => context.clock().getTime();
  const cache = createPublicReadCache({ now, memoryTtlMs: PUBLIC_READ_MEMORY_TTL_SECONDS * 1000, maxEntries: PUBLIC_READ_MAX_ENTRIES });

  const publicReads: PublicReads = {
    cache,
    handler(options, read) {
      const vary = varyHeaders(options.variesByViewer ? VIEWER_VARY : LANGUAGE_VARY);
      return async function publicReadHandler(request, reply) {
        const viewerCountry = options.variesByCountry?.(request) ? viewerCountryOf(request, context) : null;
        const build = async (): Promise<BuiltRead> => {
          const { data, changesAt } = await read(request, viewerCountry);
          return { json: JSON.stringify(successBody(data, answerLocale(request))), changesAt: changesAt ?? null };
        };
        if (options.variesByViewer && VIEWER_HEADERS.some((name) => request.headers[name] !== undefined)) {
          return sendBuilt(request, reply, (await build()).json, PRIVATE_CACHE_CONTROL, vary.plain);
        }
        const key = cacheKeyOf(request);
        if (viewerCountry) {
          if (key === null) return sendBuilt(request, reply, (await build()).json, PRIVATE_CACHE_CONTROL, vary.plain);
          const kept = await cache.read(`${key} country=${viewerCountry.country}`, build);
          // A cache outside can tell countries apart only by the trusted proxy's header (and the
          // choice cookie that overrides it); a country found from the address is this viewer's alone.
          const countryHeader = context.geo.trustedHeaders.country;
          if (viewerCountry.source === 'header' && countryHeader) return sendPublic(request, reply, kept, varyHeaders(`${vary.plain}, ${countryHeader}, Cookie`), now());
          return sendBuilt(request, reply, kept.answer.identity.toString(), PRIVATE_CACHE_CONTROL, vary.plain);
        }
        if (key === null) {
          const { json, changesAt } = await build();
          return sendBuilt(request, reply, json, publicCacheControl(changesAt?.getTime() ?? null, now()), vary.plain);
        }
        return sendPublic(request, reply, await cache.read(key, build), vary, now());
      };
    },
  };
  app.decorate('publicReads', publicReads);

  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await context.db.listen(CATALOGUE_CHANNEL, { notified: cache.invalidate, interrupted: cache.suspend, resumed: cache.resume });
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
}
