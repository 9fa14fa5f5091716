import { z } from 'zod';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}

/** Why `value` is not an origin a merchant may allow, or null. http is only for local development. */
export function originProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute origin such as https://shop.example';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https (or http on localhost)';
  if (url.protocol === 'http:' && !isLocalHostname(url.hostname)) return 'must use https unless the host is localhost or 127.0.0.1';
  if (url.username || url.password) return 'must not contain credentials';
  if (url.pathname !== '/' || url.search || url.hash || value.includes('?') || value.includes('#')) return 'must be an origin without path, query or fragment';
  return null;
}

/** Normalised to `URL.origin`, so it is safe to place in a `frame-ancestors` header. */
export const allowedOriginSchema = z
  .string()
  .max(200)
  .superRefine((value, ctx) => {
    const problem = originProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => new URL(value).origin);
