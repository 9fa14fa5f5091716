import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACTIVE_BRAND_VARIANT } from '../../contract/site/brandVariants';
import type { ViewerCountry } from '../../contract/site/markets';
import type { InProcessFetch, RenderPage, SiteAssetManifest } from '../../contract/site/siteRendering';
import { notFound } from './apiError';

/** Built files carry their content's hash in their names: a changed file is a new address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (default avatars) may change with a deployment. */
const PUBLIC_FILE = 'public, max-age=3600';
/** The deployment's site configuration (PR-SITE-2): the streaming variant. */
const SITE_CONFIG = { brand: ACTIVE_BRAND_VARIANT, blockDevTools: true };

export interface SiteRenderingOptions {
  /** The browser build: `assets/` and public files. */
  distDir: string;
  /** The server renderer and its asset manifest. */
  rendererDir: string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  origin: string;
  /** The viewer's country for a page request, whose operators, prices and dial code the page offers. */
  countryOf: (request: FastifyRequest) => ViewerCountry;
}

/**
 * A page a browser, a crawler or curl asks for: a GET at a path without a file extension, with an
 * Accept header that takes HTML (`text/html` or `*\/*`). API clients name JSON or send no Accept at
 * all, and the `/api/` namespace is never a page, so an unknown API call stays a JSON 404.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  const path = request.url.split('?')[0] ?? '';
  if (!accept || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (accept.includes('text/html') || accept.includes('*/*')) && !lastSegment.includes('.');
}

/** How a browser sends a form by itself, and the most of it read before it is thrown away. */
const FORM_POST = 'application/x-www-form-urlencoded';
const FORM_POST_LIMIT = 64 * 1024;

/**
 * A site form posted to a page's address by the browser itself (see the POST routes below). The
 * address is sent back as a redirect, so one that a browser would read as another site's
 * (`//host`, `/\host`) is not a page.
 */
function isFormPost(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const onThisSite = path === '/' || /^\/[^/\\]/.test(path);
  return onThisSite && !path.startsWith('/api/') && request.headers['content-type']?.split(';')[0]?.trim() === FORM_POST && (request.headers.accept?.includes('text/html') ?? false);
}

/** A page is served fresh on every visit, but an unchanged one costs a 304 and no body. */
const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** The product API, called from inside this server by the page render: no socket, same routes and caches. */
function inProcessFetch(app: FastifyInstance): InProcessFetch {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({ method: init.method as 'GET', url: pathname + search, headers: init.headers, ...(init.body ? { payload: init.body } : {}) });
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  };
}

/**
 * The site as browsers get it: built assets precompressed and immutable, and every page rendered
 * on the server (404 for an address no page has), hydrated by the browser build.
 */
export function registerSiteRendering(app: FastifyInstance, options: SiteRenderingOptions): void {
  let renderer: Promise<{ render: RenderPage; assets: SiteAssetManifest }> | null = null;
  const loadRenderer = () =>
    (renderer ??= Promise.all([
      import(pathToFileURL(join(options.rendererDir, 'renderPage.js')).href) as Promise<{ renderPage: RenderPage }>,
      readFile(join(options.rendererDir, 'manifest.json'), 'utf8'),
    ]).then(([module, manifest]) => ({ render: module.renderPage, assets: JSON.parse(manifest) as SiteAssetManifest })));
  const fetch = inProcessFetch(app);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let site: Awaited<ReturnType<typeof loadRenderer>>;
    try {
      site = await loadRenderer();
    } catch {
      renderer = null;
      // Not built yet: the same JSON answer as any unknown path.
      throw notFound('notFound.route');
    }
    const page = await site.render({ url: request.url, origin: options.origin, assets: site.assets, fetch, siteConfig: SITE_CONFIG, viewerCountry: options.countryOf(request) });
    const etag = etagOf(page.html);
    reply.status(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('ETag', etag);
    if (page.status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(page.html);
  };

  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request)) return sendPage(request, reply);
    throw notFound('notFound.route');
  };
  // Pages are a route of their own, not the not-found handler: route hooks (compression) apply to routes only.
  app.get('/', sendPage);
  app.get('/*', pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
  app.register(async (pages) => {
    // A site form the browser sent by itself, before the page's script ran (a slow network): the
    // site's forms post, so what was typed (a password) never lands in an address or a log. Nothing
    // here acts on it: the body is not kept, and the page answers with itself to be filled in again.
    pages.addContentTypeParser(FORM_POST, { parseAs: 'buffer', bodyLimit: FORM_POST_LIMIT }, (_request, _body, done) => done(null, undefined));
    const pageAgain = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isFormPost(request)) throw notFound('notFound.route');
      return reply.redirect(request.url, 303);
    };
    pages.post('/', pageAgain);
    pages.post('/*', pageAgain);
  });

  app.register(fastifyStatic, {
    root: join(options.distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE),
  });
  app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => void reply.header('Cache-Control', PUBLIC_FILE),
    // One route per file found at start (the public files are few and fixed by the build), rather
    // than a wildcard that would look on disk for every unknown path before its 404.
    wildcard: false,
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    // The hashed assets are the plugin above's; the server build is beside, never under, this folder.
    allowedPath: (pathname) => !pathname.startsWith('/assets/'),
  });
}
