import { isLocalHostname } from './origins';

// The scheme and `//` spelled out: WHATWG parsing would turn `https:evil.example` or
// `https:\\evil.example` into absolute URLs on another host.
const ABSOLUTE_HTTP = /^https?:\/\/([^/?#]*)/i;

/**
 * Why `value` is not an absolute https URL (http only on localhost / 127.0.0.1) without
 * credentials, or null.
 */
export function secureUrlProblem(value: string): string | null {
  const authority = ABSOLUTE_HTTP.exec(value)?.[1];
  if (authority === undefined) return 'must be an absolute https URL';
  // Browsers strip or encode these, and read `\` as `/`: the URL would not be the one checked.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return 'must not contain spaces, control characters or backslashes';
  if (authority.includes('@')) return 'must not contain credentials';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute https URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHostname(url.hostname))) return 'must use https (or http on localhost)';
  return null;
}

/**
 * Why `value` may not be a return page after 3-D Secure or a redirect method, or null
 * (SEC-14): a secure URL on one of the session's allowed origins.
 */
export function returnUrlProblem(value: string, allowedOrigins: readonly string[]): string | null {
  const problem = secureUrlProblem(value);
  if (problem !== null) return problem;
  return allowedOrigins.includes(new URL(value).origin) ? null : "must be on one of the session's allowedOrigins";
}
