import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import { XSRF } from '../../contract/http/headers';
import { ProductApiError } from './apiError';
import { ResultCode } from '../../contract/http/resultCodes';
import { cookieValue } from './cookieValue';

/** The methods that change something: the ones a forged cross-site request is after. */
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls that cannot carry a header: `navigator.sendBeacon` sends none. The analytics ingest takes
 * the viewer only from the Authorization header, which a beacon lacks too, so a forged beacon
 * can only add a visitor's events.
 */
const HEADERLESS_PATHS: ReadonlySet<string> = new Set([API_PATHS.analyticsEvents]);

function sameToken(header: unknown, cookie: string): boolean {
  if (typeof header !== 'string') return false;
  const [a, b] = [Buffer.from(header), Buffer.from(cookie)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The double-submit check of PR-API-13: a browser holding the site's XSRF cookie must echo it in
 * the header on every call that changes something. Another site can make the browser send the
 * cookie, but not read it. A call without the cookie (the server's own render, the provider's
 * webhooks, another server) brings no browser state to ride on, and the session token travels only
 * in the Authorization header (sessions.ts), so there is none to forge.
 */
export function registerXsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!CHANGING_METHODS.has(request.method) || HEADERLESS_PATHS.has(request.url.split('?')[0]!)) return done();
    const cookie = cookieValue(request.headers.cookie, XSRF.cookie);
    if (cookie === undefined || sameToken(request.headers[XSRF.header], cookie)) return done();
    done(new ProductApiError(403, ResultCode.Unauthorized, 'input.xsrfMismatch'));
  });
}
