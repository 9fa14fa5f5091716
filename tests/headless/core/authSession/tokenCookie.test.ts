// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clearedTokenCookie, documentCookieJar, tokenCookie } from '../../../../headless/core/authSession/tokenCookie';

describe('token cookie', () => {
  it('has path root and strict same-site, and ends with the stored token', () => {
    expect(tokenCookie('abc.def', { expiry: Date.UTC(2025, 0, 1, 17, 0, 0) })).toBe(
      'token=abc.def; Path=/; SameSite=Strict; Expires=Wed, 01 Jan 2025 17:00:00 GMT',
    );
  });

  it('lasts the browser session when the stored token has no expiry, and is Secure on https', () => {
    expect(tokenCookie('abc', { secure: true })).toBe('token=abc; Path=/; SameSite=Strict; Secure');
  });

  it('encodes characters a cookie value cannot hold', () => {
    expect(tokenCookie('a b;c=d')).toBe('token=a%20b%3Bc%3Dd; Path=/; SameSite=Strict');
  });

  it('is cleared with the same name, path and same-site', () => {
    expect(clearedTokenCookie()).toBe('token=; Path=/; SameSite=Strict; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('is set and removed in a real document', () => {
    const jar = documentCookieJar(document);
    jar.write(tokenCookie('abc', { expiry: Date.now() + 60_000 }));
    expect(document.cookie).toContain('token=abc');
    jar.write(clearedTokenCookie());
    expect(document.cookie).not.toContain('token=');
  });
});
