import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resourceIdSchema } from '../http/validation';

/**
 * The checkouts a shopper may come back to after a full-page 3-D Secure challenge: the page
 * gets the same session again, so the payment client can report how that payment ended. Only
 * the browser that started the checkout may (its HttpOnly, SameSite=Strict cookie), and only
 * its latest one; the shop keeps the last few in memory (a real shop: with its order).
 */
export const CHECKOUT_COOKIE = 'demo_checkout';
const COOKIE_PATH = '/demo/';
const MAX_KEPT = 200;

export const resumeCheckoutBodySchema = z.strictObject({ executionId: resourceIdSchema });

export interface ResumableCheckouts {
  /** Keeps the session; returns the Set-Cookie value that lets this browser resume it. */
  keep(executionId: string, initResponse: unknown): string;
  /** The session of `executionId`, when this request's browser started it; otherwise null. */
  resume(request: FastifyRequest, executionId: string): unknown;
}

function cookieValue(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === CHECKOUT_COOKIE) return part.slice(separator + 1).trim();
  }
  return null;
}

export function createResumableCheckouts(options: { secure: boolean }): ResumableCheckouts {
  const kept = new Map<string, { initResponse: unknown; browserKey: Buffer }>();
  const attributes = `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;
  return {
    keep(executionId, initResponse) {
      const browserKey = randomBytes(24);
      kept.set(executionId, { initResponse, browserKey });
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return `${CHECKOUT_COOKIE}=${executionId}.${browserKey.toString('base64url')}; ${attributes}`;
    },
    resume(request, executionId) {
      const entry = kept.get(executionId);
      const [cookieExecution, key] = (cookieValue(request) ?? '').split('.');
      if (!entry || cookieExecution !== executionId || !key) return null;
      const given = Buffer.from(key, 'base64url');
      return given.length === entry.browserKey.length && timingSafeEqual(given, entry.browserKey) ? entry.initResponse : null;
    },
  };
}
