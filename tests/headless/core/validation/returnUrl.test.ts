import { describe, expect, it } from 'vitest';
import { returnUrlProblem } from '../../../../headless/core/validation/returnUrl';

const ALLOWED = ['https://shop.example', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];

describe('returnUrlProblem', () => {
  it.each([
    ['https://shop.example/ok', 'PRODUCTION'],
    ['https://shop.example/ok?order=1#top', 'PRODUCTION'],
    ['HTTPS://SHOP.EXAMPLE:443/ok', 'PRODUCTION'],
    ['https://shop.example/@profile', 'PRODUCTION'],
    ['https://shop.example/ok', 'TEST'],
    ['http://localhost:3000/ok', 'TEST'],
    ['http://127.0.0.1:3000/ok', 'TEST'],
    ['http://[::1]:3000/ok', 'TEST'],
  ] as const)('accepts %s in %s', (url, environment) => {
    expect(returnUrlProblem(url, environment, ALLOWED)).toBeNull();
  });

  it('compares with allowed origins given with a path or trailing slash by their origin', () => {
    expect(returnUrlProblem('https://shop.example/ok', 'PRODUCTION', ['https://shop.example/'])).toBeNull();
  });

  it.each([
    ['shop.example/ok', 'a relative URL'],
    ['/ok', 'a path'],
    ['//shop.example/ok', 'a protocol-relative URL'],
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript://shop.example/%0aalert(1)', 'javascript: with slashes'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['ftp://shop.example/ok', 'another scheme'],
    ['https:shop.example/ok', 'https: without //'],
    ['https:/shop.example/ok', 'https: with one /'],
    ['https:///shop.example/ok', 'an empty authority'],
    ['https:\\\\shop.example/ok', 'backslashes'],
    ['https://shop.example\\@evil.example/ok', 'a backslash in the authority'],
    [' https://shop.example/ok', 'a leading space'],
    ['https://shop.example/o\nk', 'a newline'],
    ['https://', 'no host'],
    ['https://:443/ok', 'a port without a host'],
  ])('refuses %s (%s) as not an absolute https URL', (url) => {
    expect(returnUrlProblem(url, 'TEST', ALLOWED)).toBe('must be an absolute https URL');
  });

  it.each(['https://shop.example@evil.example/ok', 'https://user:pw@shop.example/ok', 'https://@shop.example/ok'])('refuses credentials in %s', (url) => {
    expect(returnUrlProblem(url, 'TEST', ALLOWED)).toBe('must not contain credentials');
  });

  it.each([
    ['http://localhost:3000/ok', 'PRODUCTION'],
    ['http://127.0.0.1:3000/ok', 'PRODUCTION'],
    ['http://shop.example/ok', 'PRODUCTION'],
    ['http://shop.example/ok', 'TEST'],
    ['http://localhost.evil.example/ok', 'TEST'],
    ['http://127.0.0.1.evil.example/ok', 'TEST'],
  ] as const)('refuses http %s in %s', (url, environment) => {
    expect(returnUrlProblem(url, environment, [...ALLOWED, 'http://shop.example'])).toBe('must use https (http only on localhost in TEST)');
  });

  it.each(['https://evil.example/ok', 'https://shop.example.evil.example/ok', 'https://shop.example:8443/ok', 'https://sub.shop.example/ok', 'https://localhost:3000/ok'])(
    "refuses %s, not on the session's allowed origins",
    (url) => {
      expect(returnUrlProblem(url, 'TEST', ALLOWED)).toBe("must be on one of the session's allowedOrigins");
    },
  );

  it('accepts nothing without allowed origins', () => {
    expect(returnUrlProblem('https://shop.example/ok', 'PRODUCTION', [])).toBe("must be on one of the session's allowedOrigins");
  });
});
