import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../http/cookieValue';

/**
 * The cookie that ties a sign-in to the browser that started it: a random key the provider never
 * sees. Only its hash is stored, so the database alone cannot finish anyone's sign-in. HttpOnly,
 * and SameSite=Lax so it comes back with the provider's top-level redirect; only the sign-in's own
 * paths receive it.
 */
export const BROWSER_KEY_COOKIE = 'identity_sign_in';
const COOKIE_PATH = '/api/v1/auth/oidc';
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newBrowserKey(): string {
  return randomBytes(32).toString('base64url');
}

export function browserKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The hash of the request's key, or null when it carries none (or not one this API made). */
export function browserKeyHashOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  const key = cookieValue(header, BROWSER_KEY_COOKIE);
  return key !== undefined && KEY_PATTERN.test(key) ? browserKeyHash(key) : null;
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${BROWSER_KEY_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export function setBrowserKey(reply: FastifyReply, key: string, maxAgeSeconds: number, secure: boolean): void {
  reply.header('Set-Cookie', cookie(key, maxAgeSeconds, secure));
}

export function clearBrowserKey(reply: FastifyReply, secure: boolean): void {
  reply.header('Set-Cookie', cookie('', 0, secure));
}
