import type { Queryable } from '@payment-client/server-kit/db';
import type { BillingPlanKey } from '../../contract/payments/paymentConstants';
import { generateVoucherCode } from './voucherCode';

export interface Voucher {
  code: string;
  plan: BillingPlanKey;
  redeemed: boolean;
}

export async function findVoucher(db: Queryable, code: string): Promise<Voucher | undefined> {
  const { rows } = await db.query<{ code: string; plan_key: BillingPlanKey; redeemed_by: string | null }>(
    'SELECT code, plan_key, redeemed_by FROM product.vouchers WHERE code = $1',
    [code],
  );
  const row = rows[0];
  return row ? { code: row.code, plan: row.plan_key, redeemed: row.redeemed_by !== null } : undefined;
}

/** Redeems once: of two racing redemptions only one update finds the voucher unredeemed. */
export async function redeemVoucher(db: Queryable, code: string, subscriberId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE product.vouchers SET redeemed_by = $2, redeemed_at = $3 WHERE code = $1 AND redeemed_by IS NULL RETURNING code',
    [code, subscriberId, now.toISOString()],
  );
  return rows.length > 0;
}

/** A new unredeemed voucher for a plan, with a fresh random code. */
export async function issueVoucher(db: Queryable, plan: BillingPlanKey): Promise<Voucher> {
  const code = generateVoucherCode();
  await db.query('INSERT INTO product.vouchers (code, plan_key) VALUES ($1, $2)', [code, plan]);
  return { code, plan, redeemed: false };
}
