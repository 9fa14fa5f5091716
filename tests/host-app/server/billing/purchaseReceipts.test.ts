import { beforeEach, describe, expect, it } from 'vitest';
import { decodeInitResponse } from '../../../../headless/core/session/decodeInitResponse';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { DevEmail, DevOtp } from '../../../../host-app/contract/account/accountTypes';
import type { PlanChangeQuote } from '../../../../host-app/contract/subscriptions/subscriptionTypes';
import type { BillingOtpSent, PaymentsClientConfiguration, SubscriptionGranted } from '../../../../host-app/contract/payments/paymentTypes';
import { injectAs, signUp, START_TIME, success, uniqueEmail, uniqueIp } from '../helpers';
import { cardPaymentFields, clientInitBody, payInBrowser, planString, usePremiumWorld } from '../premiumHelpers';

// Receipts of first purchases and upgrades; renewals' and trial ends' are in premiumRenewals and premiumTrials.

const world = usePremiumWorld();
const app = () => world.product.app;

beforeEach(() => {
  world.product.clock.now = new Date(START_TIME);
});

async function emailsTo(email: string): Promise<DevEmail[]> {
  return success<DevEmail[]>(await app().inject({ method: 'GET', url: API_PATHS.devEmails, query: { to: email } }));
}

/** A new account buying `plan` by card on the site in `language` on 1 June 2026 at 10:00 UTC; answers the payment response call, to repeat it. */
async function buyByCard(plan: 'monthly' | 'yearly', language: 'en' | 'ar') {
  const email = uniqueEmail();
  const { token } = await signUp(app(), { email, staySignedIn: true });
  const configuration = success<PaymentsClientConfiguration>(
    await injectAs(app(), token.id, { method: 'POST', url: API_PATHS.paymentsClientInit, payload: clientInitBody(plan, { language }) }),
  );
  await payInBrowser(world.sandbox, decodeInitResponse(JSON.parse(configuration.sdkConfiguration)), '4242424242424242', { storeInstrument: true });
  const respond = () =>
    injectAs(app(), token.id, {
      method: 'POST',
      url: API_PATHS.paymentResponse,
      payload: { ...cardPaymentFields(plan, { language }), paymentIntentId: configuration.executionId },
    });
  success<SubscriptionGranted>(await respond());
  return { email, token: token.id, respond };
}

describe('receipts of first purchases', () => {
  it('a card purchase sends one receipt in the language it was paid in; confirming it again sends none', async () => {
    const { email, respond } = await buyByCard('yearly', 'en');
    expect(await emailsTo(email)).toEqual([
      expect.objectContaining({
        kind: 'receipt',
        language: 'en',
        subject: 'Your Premium receipt',
        text: expect.stringMatching(/^Thank you\. We charged AED\s60\.00 to your card on file for Premium \(Yearly\), which is now paid until 1 June 2027\./),
      }),
    ]);
    success<SubscriptionGranted>(await respond());
    expect(await emailsTo(email)).toHaveLength(1);

    const arabic = await buyByCard('monthly', 'ar');
    const [receipt, ...others] = await emailsTo(arabic.email);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({ kind: 'receipt', language: 'ar', subject: 'إيصال اشتراك بريميوم' });
    expect(receipt?.text).toContain('من بطاقتك المحفوظة مقابل بريميوم (شهري)، وأصبح مدفوعاً حتى 1 يوليو 2026');
  });

  it('an operator purchase sends one receipt, billed to the phone, in the language of the page that verified it', async () => {
    const email = uniqueEmail();
    const { token } = await signUp(app(), { email });
    const phoneNumber = `5${Math.floor(10_000_000 + Math.random() * 80_000_000)}`.replace(/0000$/, '0001');
    const post = (url: string, payload: Record<string, unknown>) =>
      injectAs(app(), token.id, { method: 'POST', url, payload, remoteAddress: uniqueIp(), headers: { 'x-language': 'ar' } });
    const { transactionId } = success<BillingOtpSent>(
      await post(API_PATHS.mobileBillingStart, { operatorId: 'ae-falcon', dialCode: '+971', phoneNumber, billingPlan: planString('monthly') }),
    );
    const { code } = success<DevOtp>(await app().inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { dialCode: '+971', phoneNumber } }));
    success<SubscriptionGranted>(await post(API_PATHS.mobileBillingVerify, { transactionId, code }));
    success<SubscriptionGranted>(await post(API_PATHS.mobileBillingVerify, { transactionId, code }));

    const emails = await emailsTo(email);
    expect(emails.map((sent) => `${sent.language} ${sent.kind}`)).toEqual(['ar receipt']);
    expect(emails[0]?.text).toContain('على فاتورة هاتفك مقابل بريميوم (شهري)، وأصبح مدفوعاً حتى 1 يوليو 2026');
  });

  it('a voucher charges nothing and sends no receipt', async () => {
    const email = uniqueEmail();
    const { token } = await signUp(app(), { email });
    const voucher = success<{ code: string }>(await app().inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly' } }));
    const post = (url: string, payload: Record<string, unknown>) => injectAs(app(), token.id, { method: 'POST', url, payload, remoteAddress: uniqueIp() });
    const { transactionId } = success<BillingOtpSent>(await post(API_PATHS.voucherStart, { email, voucherCode: voucher.code }));
    const { code } = success<DevOtp>(await app().inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email } }));
    success<SubscriptionGranted>(await post(API_PATHS.voucherVerify, { transactionId, code }));
    expect(await emailsTo(email)).toEqual([]);
  });
});

describe('receipts of upgrades', () => {
  it('monthly → yearly sends a receipt for exactly the amount charged, paid for a year from the confirmation', async () => {
    const { email, token } = await buyByCard('monthly', 'en');
    // 20 days into the month: 10 of its 30 days unused.
    world.product.clock.now = new Date('2026-06-21T10:00:00.000Z');
    const quote = success<PlanChangeQuote>(await injectAs(app(), token, { method: 'GET', url: API_PATHS.subscriptionPlanChange, query: { plan: 'yearly' } }));
    expect(quote).toMatchObject({ kind: 'upgrade', amount: 6000 - 267, credit: 267 });
    success(await injectAs(app(), token, { method: 'POST', url: API_PATHS.subscriptionPlanChange, payload: { plan: 'yearly', amount: quote.amount } }));

    const emails = await emailsTo(email);
    expect(emails.map((sent) => sent.kind)).toEqual(['receipt', 'receipt']);
    expect(emails[1]?.text).toMatch(/^Thank you\. We charged AED\s57\.33 to your card on file for Premium \(Yearly\), which is now paid until 21 June 2027\./);
  });
});
