import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '@payment-client/server-kit/db';
import { PRODUCT_MIGRATIONS } from '../../../../host-app/server/createProductContext';
import { PRODUCT_MIGRATIONS_DIR } from '../../../../host-app/server/paths';
import { RATE_LIMITS } from '../../../../host-app/server/securityPolicy';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { failure, injectAs, signUp, startTestProduct, success, uniqueIp, type TestProduct } from '../helpers';
import { PRODUCTION_OPTIONS } from '../productionOptions';

/** The codes migration 002 used to seed in every environment. */
const GUESSABLE = /^VIP-(MONTH|YEAR|USED)-[0-9]{4}$/;

describe('voucher guessing', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  const guess = (token: string, email: string, voucherCode: string, remoteAddress: string) =>
    injectAs(product.app, token, { method: 'POST', url: API_PATHS.voucherStart, remoteAddress, payload: { email, voucherCode } });
  const freshVoucher = async () => success<{ code: string }>(await product.app.inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly' } })).code;
  const attemptsOf = async (subscriberId: string) =>
    Number((await product.db.query<{ count: number }>('SELECT count(*)::int AS count FROM product.billing_transactions WHERE subscriber_id = $1', [subscriberId])).rows[0]?.count);

  it('200 guesses from one address: 429s after the limit, and a right code after it is refused without a lookup', { timeout: 60_000 }, async () => {
    const { token, subscriber } = await signUp(product.app);
    const address = uniqueIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      statuses.push((await guess(token.id, subscriber.email, `GUESS-${String(attempt).padStart(4, '0')}`, address)).statusCode);
    }
    expect(statuses).toContain(429);
    const limit = RATE_LIMITS.voucherPerAccount.limit;
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);

    const right = await guess(token.id, subscriber.email, await freshVoucher(), address);
    expect(right.statusCode).toBe(429);
    expect(failure(right)).toMatchObject({ errorCode: ResultCode.TooManyRequests, messageKey: 'rateLimit.exceededMinutes' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await attemptsOf(subscriber.id)).toBe(0);
  });

  it('counts per address across accounts: a new account from the same address is refused past the address limit', { timeout: 60_000 }, async () => {
    const address = uniqueIp();
    const perAccount = RATE_LIMITS.voucherPerAccount.limit;
    const perAddress = RATE_LIMITS.voucherPerIp.limit;
    const statuses: number[] = [];
    for (let account = 0; account * perAccount <= perAddress; account++) {
      const { token, subscriber } = await signUp(product.app);
      for (let attempt = 0; attempt < perAccount; attempt++) {
        statuses.push((await guess(token.id, subscriber.email, `GUESS-${account}-${attempt}`, address)).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(perAddress);
    expect(statuses.slice(perAddress).every((status) => status === 429)).toBe(true);

    const newcomer = await signUp(product.app);
    const right = await guess(newcomer.token.id, newcomer.subscriber.email, await freshVoucher(), address);
    expect(right.statusCode).toBe(429);
    expect(await attemptsOf(newcomer.subscriber.id)).toBe(0);
  });

  it('TEST seeds vouchers with random codes only', async () => {
    const { rows } = await product.db.query<{ code: string }>('SELECT code FROM product.vouchers');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => GUESSABLE.test(row.code))).toEqual([]);
  });
});

describe('vouchers in production', () => {
  it('seeds none', async () => {
    const production = await startTestProduct(PRODUCTION_OPTIONS);
    try {
      const { rows } = await production.db.query<{ count: number }>('SELECT count(*)::int AS count FROM product.vouchers');
      expect(rows[0]?.count).toBe(0);
    } finally {
      await production.close();
    }
  });
});

describe('migration 004 on a database that 002 seeded', () => {
  it('removes the unused guessable vouchers, retires those an attempt names, keeps redeemed ones; password accounts stay unproven', async () => {
    const earlier = await mkdtemp(join(tmpdir(), 'product-migrations-'));
    const db = await openDatabase('memory://');
    try {
      const files = (await readdir(PRODUCT_MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
      for (const name of files.filter((file) => file < '004')) await copyFile(join(PRODUCT_MIGRATIONS_DIR, name), join(earlier, name));
      await migrate(db, earlier, PRODUCT_MIGRATIONS);
      // What 002 used to seed, one redeemed by a subscriber and one named by an attempt still waiting for its code.
      await db.query(
        `INSERT INTO product.subscribers (id, full_name, email, password_hash, created_at, updated_at) VALUES
           ('sub_password', 'Made With Password', 'password@example.com', 'scrypt$1$1$1$a$b', now(), now()),
           ('sub_code', 'Made By Code', 'code@example.com', NULL, now(), now())`,
      );
      await db.query("INSERT INTO product.vouchers (code, plan_key) SELECT 'VIP-MONTH-' || lpad(n::text, 4, '0'), 'monthly' FROM generate_series(1, 20) AS n ON CONFLICT (code) DO NOTHING");
      await db.query("INSERT INTO product.vouchers (code, plan_key) SELECT 'VIP-YEAR-' || lpad(n::text, 4, '0'), 'yearly' FROM generate_series(1, 5) AS n ON CONFLICT (code) DO NOTHING");
      await db.query("INSERT INTO product.vouchers (code, plan_key, redeemed_by, redeemed_at) VALUES ('VIP-USED-0001', 'monthly', 'seed', '2026-01-01T00:00:00Z') ON CONFLICT (code) DO NOTHING");
      await db.query("UPDATE product.vouchers SET redeemed_by = 'sub_code', redeemed_at = now() WHERE code = 'VIP-MONTH-0001'");
      await db.query("INSERT INTO product.vouchers (code, plan_key) VALUES ('VIP-7K2M-Q9TD-X4HB-N3RW', 'monthly')");
      await db.query(
        `INSERT INTO product.billing_transactions (id, kind, subscriber_id, plan_key, email, voucher_code, status, created_at)
         VALUES ('btx_waiting', 'voucher', 'sub_password', 'monthly', 'password@example.com', 'VIP-MONTH-0002', 'otp_sent', now())`,
      );

      await copyFile(join(PRODUCT_MIGRATIONS_DIR, '004_accounts_and_vouchers.sql'), join(earlier, '004_accounts_and_vouchers.sql'));
      expect(await migrate(db, earlier, PRODUCT_MIGRATIONS)).toEqual(['004_accounts_and_vouchers.sql']);

      const { rows: vouchers } = await db.query<{ code: string; redeemed_by: string | null }>('SELECT code, redeemed_by FROM product.vouchers ORDER BY code');
      expect(vouchers).toEqual([
        { code: 'VIP-7K2M-Q9TD-X4HB-N3RW', redeemed_by: null },
        { code: 'VIP-MONTH-0001', redeemed_by: 'sub_code' },
        { code: 'VIP-MONTH-0002', redeemed_by: 'retired' },
        { code: 'VIP-USED-0001', redeemed_by: 'seed' },
      ]);
      const { rows: attempts } = await db.query<{ status: string }>("SELECT status FROM product.billing_transactions WHERE id = 'btx_waiting'");
      expect(attempts[0]?.status).toBe('failed');
      const { rows: accounts } = await db.query<{ id: string; proven: boolean }>('SELECT id, email_verified_at IS NOT NULL AS proven FROM product.subscribers ORDER BY id');
      expect(accounts).toEqual([
        { id: 'sub_code', proven: true },
        { id: 'sub_password', proven: false },
      ]);
    } finally {
      await db.close();
      await rm(earlier, { recursive: true, force: true });
    }
  });
});
