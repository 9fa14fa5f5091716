import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ProductEnvironment } from '../config';

export interface SiteSecurityOrigins {
  /** The payment provider: its API, the 3-D Secure challenge page and, in TEST, the wallet stand-in scripts. */
  providerOrigin: string;
  /** The payment vault: the card frame and the drop-in's logos. */
  vaultOrigin: string;
  /** Other sites that may frame the embeddable player; none when omitted. */
  embedOrigins?: readonly string[];
}

/** The embeddable player's pages, in either language: the only ones another site may frame. */
export function isEmbedPath(url: string): boolean {
  return /^(?:\/[a-z]{2})?\/embed\//.test(url);
}

/** Only production loads the wallet vendors' own scripts (TEST uses the provider's stand-ins). */
const WALLET_SCRIPTS = ['https://applepay.cdn-apple.com', 'https://pay.google.com'];
const WALLET_FRAMES = ['https://pay.google.com'];
/** The player's embed for YouTube videos. */
const YOUTUBE_FRAME = 'https://www.youtube-nocookie.com';
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * An empty <style> element, by the hash of the empty string. The player's controls (media-chrome)
 * keep their CSS in style elements in their shadow roots; the player empties each and adds the CSS
 * to its sheet through the CSSOM. An empty element holds no CSS of its own, so nothing inline runs.
 */
const EMPTY_STYLE_ELEMENT = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The site's Content-Security-Policy. No 'unsafe-inline': the site adds its CSS as constructed
 * stylesheets and React sets `style` props through the CSSOM, neither of which CSP blocks; the
 * page markup has no inline script, style element or style attribute.
 */
export function siteContentSecurityPolicy(env: ProductEnvironment, origins: SiteSecurityOrigins, framing: 'site' | 'embed' = 'site'): Record<string, string[] | null> {
  const { providerOrigin, vaultOrigin } = origins;
  const production = env === 'production';
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", providerOrigin, ...(production ? WALLET_SCRIPTS : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", EMPTY_STYLE_ELEMENT],
    'img-src': ["'self'", 'data:', 'blob:', vaultOrigin],
    // hls.js plays streams through MediaSource blob: URLs.
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", providerOrigin, vaultOrigin, ...(production ? WALLET_FRAMES : [])],
    // The card frame (vault), the 3-D Secure challenge (provider) and embedded videos.
    'frame-src': [vaultOrigin, providerOrigin, YOUTUBE_FRAME, ...(production ? WALLET_FRAMES : [])],
    // Every page but the embeddable player is framed by the site alone.
    'frame-ancestors': framing === 'embed' ? ["'self'", ...(origins.embedOrigins ?? [])] : ["'self'"],
    'form-action': ["'self'"],
    // The TEST site and sandbox run on http://localhost; only production upgrades.
    'upgrade-insecure-requests': production ? [] : null,
  };
}

/** What any answer carries without helmet; helmet's headers are the rest. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers helmet sets for `options`, worked out once on a throwaway server: they are the same
 * for every answer, while @fastify/helmet's own hooks build helmet's middleware again (and parse
 * the CSP again) on every request.
 */
async function helmetHeadersFor(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const { headers } = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(headers).flatMap(([name, value]) => (TRANSPORT_HEADERS.has(name) || typeof value !== 'string' ? [] : [[name, value]])),
    );
  } finally {
    await probe.close();
  }
}

/**
 * Security headers on every answer: the CSP above, nosniff, same-origin framing and, outside
 * TEST, HSTS. Uploaded files keep their own stricter CSP (routes/mediaFiles.ts).
 */
export function registerSiteSecurityHeaders(app: FastifyInstance, env: ProductEnvironment, origins: SiteSecurityOrigins): void {
  const options = (framing: 'site' | 'embed'): FastifyHelmetOptions => ({
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: siteContentSecurityPolicy(env, origins, framing) },
    hsts: env === 'test' ? false : { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
    // Payment methods may open a popup on another origin and watch it; same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Set by the HTTP server for every answer already.
    referrerPolicy: false,
    xContentTypeOptions: true,
    // X-Frame-Options cannot name other sites; the player's pages rely on frame-ancestors alone.
    xFrameOptions: framing === 'embed' ? false : { action: 'sameorigin' },
  });
  let headers: Record<'site' | 'embed', Record<string, string>> | undefined;
  app.addHook('onReady', async () => {
    headers = { site: await helmetHeadersFor(options('site')), embed: await helmetHeadersFor(options('embed')) };
  });
  // Synchronous: one callback per request rather than a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!headers) return done(new Error('The security headers are worked out when the server gets ready'));
    reply.headers(isEmbedPath(request.url) ? headers.embed : headers.site);
    done();
  });
}
