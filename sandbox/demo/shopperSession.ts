import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/errors';

/**
 * The demo shop's own sign-in: which shopper the browser belongs to is the shop's business, kept
 * in a signed, HttpOnly, SameSite=Strict cookie. The page never names the holder of a session.
 */
export const SHOPPER_COOKIE = 'demo_shopper';
/** As long as a working day, like the product site's sign-in. */
export const SHOPPER_SESSION_SECONDS = 8 * 60 * 60;
/** Only the demo's own pages and endpoints see the cookie. */
const COOKIE_PATH = '/demo/';

/** A shopper name is also the provider's holder reference, so it keeps to the demo's holder rule. */
export const shopperNameSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -');

export interface ShopperSessions {
  /** The Set-Cookie value that signs the shopper in, as of `now`. */
  signInCookie(shopperName: string, now: Date): string;
  /** The Set-Cookie value that removes the sign-in. */
  signOutCookie(): string;
  /**
   * The signed-in shopper, or null when there is no sign-in (or it has expired). A cookie the
   * shop did not sign is refused with 401, never read as a shopper.
   */
  shopperOf(request: FastifyRequest, now: Date): string | null;
}

function cookieValues(request: FastifyRequest, name: string): string[] {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return [];
  return header.split(';').flatMap((part) => {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) return [];
    return [part.slice(separator + 1).trim()];
  });
}

const forged = () => new ApiError(401, 'INVALID_SHOPPER_SESSION', 'The shopper sign-in cookie is not one this shop signed: sign in again', ['Cookie']);

/**
 * `key` signs the cookies; by default a random key of this process, so a restart signs every
 * shopper out. `secure` adds the Secure attribute (an https shop).
 */
export function createShopperSessions(options: { secure: boolean; key?: Buffer }): ShopperSessions {
  const key = options.key ?? randomBytes(32);
  const attributes = `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;
  const mac = (payload: string) => createHmac('sha256', key).update(`${SHOPPER_COOKIE}\n${payload}`).digest();

  return {
    signInCookie(shopperName, now) {
      const expires = Math.floor(now.getTime() / 1000) + SHOPPER_SESSION_SECONDS;
      const payload = `${shopperName}.${expires}`;
      return `${SHOPPER_COOKIE}=${payload}.${mac(payload).toString('base64url')}; ${attributes}; Max-Age=${SHOPPER_SESSION_SECONDS}`;
    },
    signOutCookie() {
      return `${SHOPPER_COOKIE}=; ${attributes}; Max-Age=0`;
    },
    shopperOf(request, now) {
      const values = cookieValues(request, SHOPPER_COOKIE);
      if (values.length === 0) return null;
      // Two cookies of this name mean someone set one besides the shop.
      if (values.length > 1) throw forged();
      const [shopperName, expires, signature, ...rest] = (values[0] ?? '').split('.');
      if (shopperName === undefined || expires === undefined || signature === undefined || rest.length > 0) throw forged();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${shopperName}.${expires}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged();
      if (!shopperNameSchema.safeParse(shopperName).success || !/^\d{1,12}$/.test(expires)) throw forged();
      return Number(expires) * 1000 > now.getTime() ? shopperName : null;
    },
  };
}
