import type { Environment } from '../client/clientConstants';
// The scheme and `//` spelled out, a host without credentials, and no spaces, control characters
// or `\` anywhere: URL parsing alone reads `https:evil.example`, `https:///evil.example` or
// `https:\\evil.example` as URLs on evil.example. An `@` before the path is named apart.
const ABSOLUTE_HTTP = /^https?:\/\/[^\u0000-\u0020\u007f\\/?#]+([/?#][^\u0000-\u0020\u007f\\]*)?$/i;

/**
 * Why `value` may not be a return page after 3-D Secure or a redirect method, or null
 * (SEC-14): an absolute https URL without credentials on one of the session's
 * allowed origins; http only on localhost in TEST. The provider refuses the same URLs.
 */
export function returnUrlProblem(value: string, environment: Environment, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    if (!ABSOLUTE_HTTP.test(value)) throw value;
    url = new URL(value);
  } catch {
    return 'must be an absolute https URL';
  }
  if (value.split(/[/?#]/)[2]!.includes('@')) return 'must not contain credentials';
  if (url.protocol === 'http:' && !(environment === 'TEST' && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname))) return 'must use https (http only on localhost in TEST)';
  return allowedOrigins.some((origin) => new URL(origin).origin === url.origin) ? null : "must be on one of the session's allowedOrigins";
}
