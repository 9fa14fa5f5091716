import * as z from 'zod/mini';
import { TOKEN_LIFETIME_SECONDS, TOKEN_STORAGE_KEY } from './authSessionConstants';

/** The part of `localStorage` the session uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** PR-AUTH-7: a value and an optional expiry timestamp (ms since the epoch); no expiry when the user stays signed in. */
export interface StoredToken {
  value: string;
  expiry?: number;
}

const storedTokenSchema = z.object({
  value: z.string().check(z.minLength(1)),
  expiry: z.optional(z.number()),
});

/** PR-AUTH-7: 8 hours, or no expiry at all when the user chose to stay signed in. */
export function storedTokenFor(value: string, staySignedIn: boolean, now: number): StoredToken {
  return staySignedIn ? { value } : { value, expiry: now + TOKEN_LIFETIME_SECONDS * 1000 };
}

export function isExpired(token: StoredToken, now: number): boolean {
  return token.expiry !== undefined && now >= token.expiry;
}

/**
 * PR-AUTH-2: an expired record is removed on read and treated as absent. A record that does not
 * parse is removed too, so a bad value never keeps the visitor half signed in.
 */
export function readStoredToken(storage: TokenStorage, now: number): StoredToken | null {
  const raw = storage.getItem(TOKEN_STORAGE_KEY);
  if (raw === null) return null;
  const record = parseRecord(raw);
  if (record && !isExpired(record, now)) return record;
  storage.removeItem(TOKEN_STORAGE_KEY);
  return null;
}

function parseRecord(raw: string): StoredToken | null {
  try {
    const result = z.safeParse(storedTokenSchema, JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function writeStoredToken(storage: TokenStorage, token: StoredToken): void {
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
}

export function clearStoredToken(storage: TokenStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
}
