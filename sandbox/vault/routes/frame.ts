import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SandboxEnvironment } from '../../config';
import { SESSION_TTL_SECONDS, type SandboxContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { findVaultSession } from '../vaultSessions';
import { frameCspManifestSchema, frameQuerySchema, type FrameCspManifest } from './frame.schema';

interface FrameBuild {
  html: string;
  csp: FrameCspManifest;
}

/** The secure frame pages the vault serves, each built by `npm run build` with its CSP manifest. */
const FRAME_PAGES = [
  { path: '/frame/card-form.html', file: 'card-form', what: 'card frame' },
  { path: '/frame/collect.html', file: 'collect', what: 'collect frame' },
] as const;

type FramePage = (typeof FRAME_PAGES)[number];

async function readFrameBuild(distDir: string, page: FramePage): Promise<FrameBuild> {
  let html: string;
  let manifest: string;
  try {
    [html, manifest] = await Promise.all([
      readFile(join(distDir, 'frame', `${page.file}.html`), 'utf8'),
      readFile(join(distDir, 'frame', `${page.file}.csp.json`), 'utf8'),
    ]);
  } catch {
    throw new ApiError(503, 'FRAME_NOT_BUILT', `The ${page.what} is not built: run npm run build`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifest);
  } catch {
    parsed = null;
  }
  const csp = frameCspManifestSchema.safeParse(parsed);
  if (!csp.success) throw new ApiError(503, 'FRAME_NOT_BUILT', `frame/${page.file}.csp.json is malformed: run npm run build`);
  return { html, csp: csp.data };
}

/** Hash-based: no 'unsafe-inline'; only the session's merchant origins may frame the page. */
export function frameContentSecurityPolicy(csp: FrameCspManifest, allowedOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${csp.scriptHashes.join(' ')}`,
    `style-src ${csp.styleHashes.length > 0 ? csp.styleHashes.join(' ') : "'none'"}`,
    "img-src 'self' data:",
    // Merchant fonts: https anywhere, and the sandbox's own test font.
    "font-src 'self' https:",
    "connect-src 'self'",
    `frame-ancestors ${allowedOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The frame's environment comes from the vault, never from the merchant page: a meta element in
 * the served page (not a script, so the CSP hashes stay as built). Only a TEST sandbox serves TEST.
 */
export const FRAME_ENVIRONMENT_META = 'payment-frame-environment';

export function withFrameEnvironment(html: string, environment: SandboxEnvironment): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new ApiError(503, 'FRAME_NOT_BUILT', 'The frame page has no <head>: run npm run build');
  const meta = `<meta name="${FRAME_ENVIRONMENT_META}" content="${environment === 'test' ? 'TEST' : 'PRODUCTION'}">`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * A frame page's address names its vault session, and what it answers (page and headers) stays the
 * same while that session lives. So the browser may keep it that long: the SDK fetches it as
 * `init` learns the vault, and the frame that `mount` adds then loads from the browser's cache.
 * Private, as it is one session's.
 */
export const FRAME_CACHE_CONTROL = `private, max-age=${SESSION_TTL_SECONDS}`;

/**
 * Every frame page gets the same headers: its own hashes, and the session's origins as its only
 * framers. Any origin may read it, as the SDK's early fetch is a CORS request without credentials:
 * the page is the built code and holds nothing of the session, and reading it is not framing it.
 */
export function registerFrameRoute(app: FastifyInstance, context: SandboxContext): void {
  for (const page of FRAME_PAGES) {
    app.get(page.path, async (request, reply) => {
      const { vault } = parseInput(frameQuerySchema, request.query, 'query');
      const session = await findVaultSession(context.db, vault);
      if (!session) throw notFound(`Vault ${vault}`);
      const build = await readFrameBuild(context.distDir, page);
      return reply
        .header('Content-Security-Policy', frameContentSecurityPolicy(build.csp, session.allowedOrigins))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .header('Cache-Control', FRAME_CACHE_CONTROL)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Access-Control-Allow-Origin', '*')
        .type('text/html; charset=utf-8')
        .send(withFrameEnvironment(build.html, context.environment));
    });
  }
}
