import type { Queryable } from '@payment-client/server-kit/db';
import type { BillingPlanKey } from '../../contract/payments/paymentConstants';
import { issueVoucher, type Voucher } from './vouchers';

/** How many unused vouchers a TEST database keeps per plan, topped up on every start. */
const TEST_VOUCHERS: Partial<Record<BillingPlanKey, number>> = { monthly: 20, yearly: 5 };

/**
 * TEST only: unused vouchers for manual tries, with random codes like any other. Production
 * seeds none; vouchers there are issued by whoever sells them. Returns the unused ones.
 */
export async function seedTestVouchers(db: Queryable): Promise<Voucher[]> {
  const unused: Voucher[] = [];
  for (const [plan, wanted] of Object.entries(TEST_VOUCHERS) as [BillingPlanKey, number][]) {
    const { rows } = await db.query<{ code: string }>('SELECT code FROM product.vouchers WHERE plan_key = $1 AND redeemed_by IS NULL ORDER BY code', [plan]);
    unused.push(...rows.map((row) => ({ code: row.code, plan, redeemed: false })));
    for (let missing = wanted - rows.length; missing > 0; missing -= 1) unused.push(await issueVoucher(db, plan));
  }
  return unused;
}
