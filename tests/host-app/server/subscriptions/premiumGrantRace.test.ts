import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevOtp } from '../../../../host-app/contract/account/accountTypes';
import type { SubscriptionGranted, VoucherChecked } from '../../../../host-app/contract/payments/paymentTypes';
import { PaymentResultCode } from '../../../../host-app/contract/payments/paymentResultCodes';
import { failure, injectAs, signUp, success, uniqueIp } from '../helpers';
import { cardPaymentFields, clientInit, keptAuthorizationsOf, payInBrowser, subscriptionCountOf, usePremiumWorld } from '../premiumHelpers';

const world = usePremiumWorld();
const app = () => world.product.app;

describe('a voucher racing a card purchase of the same subscriber', () => {
  it('grants once: the voucher that reaches its grant after the card payment is refused with 10132 and stays unredeemed', async () => {
    const { token, subscriber } = await signUp(app());
    const post = (url: string, payload: Record<string, unknown>) => injectAs(app(), token.id, { method: 'POST', url, payload, remoteAddress: uniqueIp() });

    // The card is paid in the browser; its confirmation is still to come.
    const { configuration, session } = await clientInit(app(), token.id, 'monthly');
    await payInBrowser(world.sandbox, session, '4242424242424242');

    // The voucher's code is entered while the account is not VIP yet.
    const { code: voucherCode } = success<{ code: string }>(await app().inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly' } }));
    const checked = success<VoucherChecked>(await post(API_PATHS.voucherStart, { email: subscriber.email, voucherCode }));
    const code = success<DevOtp>(await app().inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email: subscriber.email } })).code;

    // Hold the voucher just before its grant, let the card confirm meanwhile, then let the voucher go on.
    const db = world.product.context.db;
    const transaction = db.transaction.bind(db);
    let voucherAtGrant!: () => void;
    const reached = new Promise<void>((resolve) => (voucherAtGrant = resolve));
    let releaseVoucher!: () => void;
    const released = new Promise<void>((resolve) => (releaseVoucher = resolve));
    db.transaction = (async (work: Parameters<typeof transaction>[0]) => {
      db.transaction = transaction;
      voucherAtGrant();
      await released;
      return transaction(work);
    }) as typeof db.transaction;
    const voucher = post(API_PATHS.voucherVerify, { transactionId: checked.transactionId, code });
    await reached;
    const card = success<SubscriptionGranted>(
      await post(API_PATHS.paymentResponse, { ...cardPaymentFields('monthly'), paymentIntentId: configuration.executionId }),
    );
    expect(card).toMatchObject({ resultCode: PaymentResultCode.SUCCESS, paymentMethod: 'CreditCard' });
    releaseVoucher();

    const refused = await voucher;
    expect(refused.statusCode).toBe(409);
    expect(failure(refused).resultCode).toBe(PaymentResultCode.USER_ALREADY_SUBSCRIBED);
    expect(await subscriptionCountOf(world, subscriber.id)).toBe(1);
    expect(await keptAuthorizationsOf(world, subscriber.id)).toHaveLength(1);
    const { rows } = await world.product.db.query<{ redeemed_by: string | null }>('SELECT redeemed_by FROM product.vouchers WHERE code = $1', [voucherCode]);
    expect(rows[0]?.redeemed_by).toBeNull();
  });
});
