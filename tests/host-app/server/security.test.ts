import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@payment-client/server-kit/db';
import { migrate as migrateSandbox } from '../../../sandbox/db';
import { openTestDatabase } from '../../support/testDatabase';
import { hashPassword, verifyPassword } from '../../../host-app/server/auth/passwords';
import { createRateLimiter } from '../../../host-app/server/auth/rateLimiter';
import { addressLimitScale } from '../../../host-app/server/config';
import { PRODUCT_MIGRATIONS } from '../../../host-app/server/createProductContext';
import { ProductApiError } from '../../../host-app/server/http/apiError';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from '../../../host-app/server/otp/otpCode';
import { PRODUCT_MIGRATIONS_DIR } from '../../../host-app/server/paths';
import { ResultCode } from '../../../host-app/contract/http/resultCodes';
import { START_TIME } from './helpers';

describe('password hashing', () => {
  it('verifies the right password only, and rejects malformed stored values', async () => {
    const stored = await hashPassword('páss wörd 1');
    expect(await verifyPassword('páss wörd 1', stored)).toBe(true);
    // The same text typed in decomposed form still matches (NFC before hashing).
    expect(await verifyPassword('pa\u0301ss wo\u0308rd 1', stored)).toBe(true);
    expect(await verifyPassword('páss wörd 2', stored)).toBe(false);
    expect(await verifyPassword('anything', 'plaintext')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$1$2$3')).toBe(false);
  });
});

describe('one-time code helpers', () => {
  it('generates 6 digits and matches only the same code for the same challenge', () => {
    const key = Buffer.alloc(32, 7);
    const code = generateOtpCode();
    expect(code).toMatch(/^[0-9]{6}$/);
    const stored = hashOtpCode(key, 'otp_1', code);
    expect(otpCodeMatches(key, 'otp_1', code, stored)).toBe(true);
    expect(otpCodeMatches(key, 'otp_2', code, stored)).toBe(false);
    expect(otpCodeMatches(Buffer.alloc(32, 8), 'otp_1', code, stored)).toBe(false);
    expect(otpCodeMatches(key, 'otp_1', code === '000000' ? '000001' : '000000', stored)).toBe(false);
  });
});

describe('product database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies its own migrations with its own table, once, beside the sandbox ones', async () => {
    const files = (await readdir(PRODUCT_MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    expect(files.slice(0, 2)).toEqual(['001_product.sql', '002_premium.sql']);
    expect(files).toContain('004_accounts_and_vouchers.sql');
    expect(await migrate(db, PRODUCT_MIGRATIONS_DIR, PRODUCT_MIGRATIONS)).toEqual(files);
    expect(await migrate(db, PRODUCT_MIGRATIONS_DIR, PRODUCT_MIGRATIONS)).toEqual([]);
    // The sandbox keeps its own list, untouched by the product's.
    const sandboxApplied = await migrateSandbox(db);
    expect(sandboxApplied).toContain('001_provider.sql');
    expect(sandboxApplied).not.toContain('001_product.sql');
    const { rows } = await db.query<{ name: string }>('SELECT name FROM public.product_migrations');
    expect(rows.map((row) => row.name).sort()).toEqual(files);
  });

  it('refuses a migrations table name that is not a plain identifier', async () => {
    await expect(migrate(db, PRODUCT_MIGRATIONS_DIR, { ...PRODUCT_MIGRATIONS, table: 'x; DROP TABLE y' })).rejects.toThrow('not a plain identifier');
  });

  it('rate limiter: counts per subject within the window, answers 429 with the time left, and opens a new window', async () => {
    const limiter = createRateLimiter(db, Buffer.alloc(32, 1));
    const rule = { name: 'probe', limit: 2, windowSeconds: 60 };
    await limiter.consume(rule, 'a@example.com', START_TIME);
    await limiter.consume(rule, 'a@example.com', new Date(START_TIME.getTime() + 10_000));
    await limiter.consume(rule, 'b@example.com', START_TIME);
    const third = await limiter.consume(rule, 'a@example.com', new Date(START_TIME.getTime() + 20_000)).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(ProductApiError);
    expect(third).toMatchObject({ statusCode: 429, errorCode: ResultCode.TooManyRequests, retryAfterSeconds: 40 });
    await expect(limiter.consume(rule, 'a@example.com', new Date(START_TIME.getTime() + 60_000))).resolves.toBeUndefined();
    const { rows } = await db.query<{ bucket_key: string }>("SELECT bucket_key FROM product.rate_limit_buckets WHERE bucket_key LIKE 'probe:%'");
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => !row.bucket_key.includes('@'))).toBe(true);
  });

  it('rate limiter: a scale raises per-address limits only; the scale is refused in production', async () => {
    const limiter = createRateLimiter(db, Buffer.alloc(32, 2), { addressLimitScale: 3 });
    const perAddress = { name: 'scaled-ip', limit: 1, windowSeconds: 60, perAddress: true } as const;
    const perAccount = { name: 'scaled-email', limit: 1, windowSeconds: 60 };
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(perAddress, '127.0.0.1', START_TIME);
    await expect(limiter.consume(perAddress, '127.0.0.1', START_TIME)).rejects.toMatchObject({ statusCode: 429 });
    await limiter.consume(perAccount, 'a@example.com', START_TIME);
    await expect(limiter.consume(perAccount, 'a@example.com', START_TIME)).rejects.toMatchObject({ statusCode: 429 });

    const previous = process.env.PRODUCT_ADDRESS_LIMIT_SCALE;
    try {
      process.env.PRODUCT_ADDRESS_LIMIT_SCALE = '20';
      expect(addressLimitScale('test')).toBe(20);
      expect(() => addressLimitScale('production')).toThrow('TEST environment only');
      process.env.PRODUCT_ADDRESS_LIMIT_SCALE = '0';
      expect(() => addressLimitScale('test')).toThrow('integer from 1 to 1000');
    } finally {
      if (previous === undefined) delete process.env.PRODUCT_ADDRESS_LIMIT_SCALE;
      else process.env.PRODUCT_ADDRESS_LIMIT_SCALE = previous;
    }
  });
});
