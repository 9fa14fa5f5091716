import { TOKEN_COOKIE_NAME, TOKEN_COOKIE_PATH, TOKEN_COOKIE_SAME_SITE } from './authSessionConstants';

/** Writes one `Set-Cookie`-style string, as `document.cookie = ...` does. */
export interface CookieJar {
  write(cookie: string): void;
}

export interface TokenCookieOptions {
  /** Absolute expiry (ms since the epoch); without one the cookie lasts the browser session. */
  expiry?: number;
  /** Adds `Secure`; on for https pages. */
  secure?: boolean;
}

const attributes = (secure: boolean | undefined) =>
  `Path=${TOKEN_COOKIE_PATH}; SameSite=${TOKEN_COOKIE_SAME_SITE}${secure ? '; Secure' : ''}`;

/** PR-AUTH-3: the token cookie has path root and strict same-site; it ends when the stored token does. */
export function tokenCookie(value: string, options: TokenCookieOptions = {}): string {
  const expires = options.expiry === undefined ? '' : `; Expires=${new Date(options.expiry).toUTCString()}`;
  return `${TOKEN_COOKIE_NAME}=${encodeURIComponent(value)}; ${attributes(options.secure)}${expires}`;
}

/**
 * The same name, path and same-site as the written cookie, expired at the epoch, so the browser
 * drops that very cookie.
 */
export function clearedTokenCookie(options: Pick<TokenCookieOptions, 'secure'> = {}): string {
  return `${TOKEN_COOKIE_NAME}=; ${attributes(options.secure)}; Expires=${new Date(0).toUTCString()}`;
}

export function documentCookieJar(doc: Pick<Document, 'cookie'>): CookieJar {
  return {
    write(cookie) {
      doc.cookie = cookie;
    },
  };
}
