import { XSRF } from '../../contract/http/headers';

/** 32 random bytes, base64url: cookie-safe without encoding. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The browser's XSRF token (PR-API-13), made and kept in its cookie on first use. The server
 * compares the header with the cookie: another site can make the browser send the cookie, but can
 * neither read it nor set the header. Null outside a browser (the server's own render calls).
 */
export function xsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const kept = readCookie(XSRF.cookie);
  if (kept) return kept;
  const token = randomToken();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${XSRF.cookie}=${token}; Path=/; SameSite=Strict${secure}`;
  // A browser that refuses cookies has none to echo, and the server then asks for none.
  return readCookie(XSRF.cookie) ?? null;
}

/** The header that carries the token, when the browser keeps one. */
export function xsrfHeader(): Record<string, string> {
  const token = xsrfToken();
  return token ? { [XSRF.header]: token } : {};
}
