import * as z from 'zod/mini';

/** An absolute http(s) URL without credentials: `javascript:`, `//host` and `user@host` are refused. */
export function isHttpUrl(value: string): boolean {
  if (value.startsWith('//')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const httpUrl = (message = 'must be an absolute http(s) URL without credentials') =>
  z.string().check(z.refine(isHttpUrl, message));
