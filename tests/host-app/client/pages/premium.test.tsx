import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { SELECTED_PLAN_STORAGE_KEY } from '../../../../host-app/contract/payments/paymentConstants';
import type { BillingPlan } from '../../../../host-app/contract/payments/paymentTypes';
import { renderSite, server } from '../support/renderSite';
import { failure, ok } from '../support/siteFixtures';
import { PREMIUM_PROMO_LOOP_IDS } from '../../../../host-app/contract/content/promoLoops';

const plan = (key: BillingPlan['key'], amount: number, period: BillingPlan['period'], months: number, trialDuration = 0): BillingPlan => ({
  key,
  encryptedBillingPlan: btoa(JSON.stringify({ billingOption: key })),
  amount,
  currency: 'AED',
  period,
  months,
  trialDuration,
  operatorPrice: null,
});
const PLANS = [plan('monthly', 800, 'monthly', 1), plan('yearly', 6000, 'yearly', 12), plan('monthly_trial_7days', 800, 'monthly', 1, 7)];
const plansServed = (countries: string[] = []) =>
  http.get(`*${API_PATHS.packages}`, ({ request }) => {
    const url = new URL(request.url);
    countries.push(`${url.searchParams.get('isActivated')}:${url.searchParams.get('country')}`);
    return HttpResponse.json(ok({ country: url.searchParams.get('country'), packages: PLANS }));
  });
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('premium plans page', () => {
  it('lists the plans of the country with the billed amount as the most prominent price', async () => {
    const countries: string[] = [];
    server.use(plansServed(countries));
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    const yearly = (await screen.findByRole('button', { name: 'Choose Yearly' })).closest('li')!;
    expect(text(yearly.querySelector('.site-PlanCard-price')!)).toBe('AED 60.00 / year');
    expect(text(yearly)).toContain('That is AED 5.00 / month');
    const trial = screen.getByRole('button', { name: 'Choose Monthly, first 7 days free' }).closest('li')!;
    expect(text(trial.querySelector('.site-PlanCard-price')!)).toBe('AED 8.00 / month');
    expect(text(trial.querySelector('.site-PlanCard-terms')!)).toBe('7 days free, then AED 8.00 / month');
    expect(countries).toEqual(['1:AE']);
    const loops = [...document.querySelectorAll<HTMLVideoElement>('.site-PromoLoops video')];
    expect(loops.map((loop) => loop.getAttribute('src'))).toEqual(PREMIUM_PROMO_LOOP_IDS.map((id) => `/media/files/promo/${id}.mp4`));
    // Started by what is on screen (playWhileVisible.ts), not by the browser's autoplay.
    expect(loops.every((loop) => loop.muted && loop.loop && !loop.autoplay && loop.getAttribute('aria-hidden') === 'true')).toBe(true);
    site.removeSink();
  });

  it('does not offer the trial plan to an account that already had its trial, before any payment form', async () => {
    server.use(plansServed(), http.get(`*${API_PATHS.trialOffer}`, () => HttpResponse.json(ok({ canBenefitFromTrial: false }))));
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    await screen.findByRole('button', { name: 'Choose Yearly' });
    screen.getByRole('button', { name: 'Choose Monthly' });
    expect(screen.queryByRole('button', { name: 'Choose Monthly, first 7 days free' })).toBeNull();
    site.removeSink();
  });

  // The two journeys' chunks are loaded first: an import the clicks start could otherwise still be
  // running when the test ends, and land in the next test file's torn-down environment. Loading
  // them (the card journey brings the payment kit) is set-up, given its own time on a busy machine.
  const journeysLoaded = () => Promise.all([import('../../../../host-app/client/payments/card/CardJourney'), import('../../../../host-app/client/payments/voucher/VoucherJourney')]);
  beforeAll(journeysLoaded, 30_000);

  it('a voucher never says it pays for the plan chosen here', async () => {
    await journeysLoaded();
    const user = userEvent.setup();
    server.use(plansServed());
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Credit card' }));
    screen.getByText('Paying for: Monthly');
    await user.click(screen.getByRole('button', { name: 'Voucher' }));
    expect(screen.queryByText('Paying for: Monthly')).toBeNull();
    screen.getByText('A voucher gives the plan it was sold for: you see it before you confirm.');
    site.removeSink();
  });

  it('keeps the chosen plan and shows the methods; paying without a plan says so', async () => {
    const user = userEvent.setup();
    server.use(plansServed());
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    await screen.findByRole('button', { name: 'Choose Monthly' });
    await user.click(screen.getByRole('button', { name: 'Mobile operator' }));
    within(screen.getByRole('alert')).getByText('Choose a plan before paying.');

    await user.click(screen.getByRole('button', { name: 'Choose Yearly' }));
    expect(localStorage.getItem(SELECTED_PLAN_STORAGE_KEY)).toBe('yearly');
    expect(screen.getByRole('button', { name: 'Choose Yearly' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    for (const name of ['Credit card', 'Apple Pay', 'Google Pay', 'Mobile operator', 'Voucher']) screen.getByRole('button', { name });
    site.removeSink();
  });

  it('asks a visitor who is not signed in to sign in, and comes back to the page', async () => {
    const user = userEvent.setup();
    server.use(plansServed());
    const site = await renderSite({ path: '/premium' });
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-error')).toBe('user_unauthorized');
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin?next=%2Fpremium');
    expect(localStorage.getItem(SELECTED_PLAN_STORAGE_KEY)).toBe('monthly');
    site.removeSink();
  });

  it('loads the mobile journey only once its method is chosen', async () => {
    const user = userEvent.setup();
    // The mobile journey asks for its dial codes as it shows.
    const dialCodes = [{ isoCode: 'AE', dialCode: '+971', flag: '🇦🇪', name: 'United Arab Emirates' }];
    server.use(plansServed(), http.get(`*${API_PATHS.otpCountries}`, () => HttpResponse.json(ok(dialCodes))));
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    expect(screen.queryByRole('heading', { name: 'Pay with your mobile bill' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mobile operator' }));
    await screen.findByRole('heading', { name: 'Pay with your mobile bill' });
    site.removeSink();
  });

  it('shows a status instead of plans to a VIP subscriber', async () => {
    server.use(plansServed(), http.get('*/v1/subscription/status/:subscriberId', () => HttpResponse.json(ok({ isSubscribed: true }))));
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    await screen.findByText('You already have premium. Enjoy!');
    expect(screen.queryByRole('button', { name: 'Choose Monthly' })).toBeNull();
    site.removeSink();
  });

  it('renders in Arabic, right to left', async () => {
    server.use(plansServed());
    const site = await renderSite({ path: '/ar/premium', token: 'good-token' });
    await screen.findByRole('button', { name: 'اختر سنوي' });
    expect(document.documentElement.dir).toBe('rtl');
    site.removeSink();
  });
});

describe('3-D Secure return page', () => {
  const address = (query: Record<string, string>) => `/adsjourney/redirect3ds?${new URLSearchParams(query).toString()}`;
  const valid = { email: 'lina@example.com', billingPlan: 'monthly', origin: '/premium', executionId: 'exe_abc123' };

  it('confirms the payment with the execution id and switches VIP on', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`*${API_PATHS.paymentResponse}`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(ok({ resultCode: 10100 }));
      }),
    );
    const site = await renderSite({ path: address(valid), token: 'good-token' });
    const status = await screen.findByText('Welcome to premium! Ads are gone and every premium video is yours.');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ paymentIntentId: 'exe_abc123', email: 'lina@example.com', billingOption: 'monthly', language: 'en', source: 'streaming' });
    const state = site.session.getState();
    expect(state.status === 'authenticated' && state.subscriber.isVip).toBe(true);
    expect(within(status.closest('[role="status"]')! as HTMLElement).getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe('/premium');
    await waitFor(() => expect(site.events).toContain('vpay_payment_success'));
    site.removeSink();
  });

  it('shows a failure and keeps VIP off when the API refuses', async () => {
    server.use(http.post(`*${API_PATHS.paymentResponse}`, () => HttpResponse.json(failure(5, 'Declined', 'nope.unknown'), { status: 402 })));
    const site = await renderSite({ path: address(valid), token: 'good-token' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment did not go through.');
    const state = site.session.getState();
    expect(state.status === 'authenticated' && state.subscriber.isVip).toBe(false);
    expect(site.events).toContain('vpay_payment_failed');
    site.removeSink();
  });

  it.each([
    ['another origin', { ...valid, origin: '//evil.example' }],
    ['a malformed execution id', { ...valid, executionId: 'pi_123' }],
    ['an unknown plan', { ...valid, billingPlan: 'weekly' }],
  ])('refuses %s without calling the API', async (_name, query) => {
    const site = await renderSite({ path: address(query), token: 'good-token' });
    expect((await screen.findByRole('alert')).textContent).toBe('This payment link is not valid. Start again from the premium page.');
    site.removeSink();
  });
});

describe('premium page: terms, vouchers and the way back', () => {
  // Loaded ahead, as above: the voucher journey's chunk must not land after the file's environment is gone.
  const journeysLoaded = () => import('../../../../host-app/client/payments/voucher/VoucherJourney');
  beforeAll(journeysLoaded, 30_000);

  const voucherGrants = () =>
    server.use(
      http.post(`*${API_PATHS.voucherStart}`, () =>
        HttpResponse.json(ok({ transactionId: 'txn_1', channel: 'email', codeLength: 6, expiresAt: '2030-01-01T00:10:00Z', resendAfterSeconds: 0, plan: 'quarterly' })),
      ),
      http.post(`*${API_PATHS.voucherVerify}`, () =>
        HttpResponse.json(
          ok({
            resultCode: 10100,
            paymentMethod: 'Voucher',
            subscription: { hasVIPContentAccess: true, canUnsubscribe: false, sessionType: 'Voucher', status: 'active', plan: 'quarterly', isTrial: false, currentPeriodEndsAt: '2030-01-01T00:00:00Z' },
          }),
        ),
      ),
    );

  async function redeemVoucher(path: string) {
    const user = userEvent.setup();
    server.use(plansServed());
    voucherGrants();
    const site = await renderSite({ path, token: 'good-token' });
    // No plan is chosen: the voucher's code decides it.
    await user.click(await screen.findByRole('button', { name: 'Voucher' }));
    const form = (await screen.findByRole('heading', { name: 'Redeem a voucher' })).closest('section')!;
    await user.type(within(form).getByLabelText('Voucher code'), 'GIFT-2024');
    await user.click(within(form).getByRole('button', { name: 'Go VIP' }));
    await user.type(await within(form).findByLabelText('One-time code'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    const watch = await screen.findByRole('link', { name: 'Start watching' });
    return { site, watch };
  }

  it('links the terms and the privacy policy before any way to pay is chosen', async () => {
    server.use(plansServed());
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    await screen.findByRole('button', { name: 'Choose Monthly' });
    const notice = within(document.querySelector<HTMLElement>('.site-Premium .site-PaymentTerms')!);
    expect(notice.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
    expect(notice.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    site.removeSink();
  });

  it('redeems a voucher without a plan chosen first, showing the terms above "Go VIP" and reporting Redeem_Voucher once', async () => {
    await journeysLoaded();
    const user = userEvent.setup();
    server.use(plansServed());
    const site = await renderSite({ path: '/premium', token: 'good-token' });
    await user.click(await screen.findByRole('button', { name: 'Voucher' }));
    expect(screen.queryByText('Choose a plan before paying.')).toBeNull();
    const form = (await screen.findByRole('heading', { name: 'Redeem a voucher' })).closest('section')!;
    const terms = within(form).getByRole('link', { name: 'Terms and conditions' });
    const goVip = within(form).getByRole('button', { name: 'Go VIP' });
    expect(terms.compareDocumentPosition(goVip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(site.pageViews.filter((name) => name === 'Redeem_Voucher')).toEqual(['Redeem_Voucher']);
    site.removeSink();
  });

  it('after paying, "Start watching" goes back to the page that asked for premium', async () => {
    await journeysLoaded();
    const { site, watch } = await redeemVoucher(`/premium?next=${encodeURIComponent('/video/v1?t=30')}`);
    expect(watch.getAttribute('href')).toBe('/video/v1?t=30');
    site.removeSink();
  });

  it.each(['//evil.example/video', 'https://evil.example/', '/\\evil.example'])('never sends the viewer to another site after paying (next=%s)', async (next) => {
    await journeysLoaded();
    const { site, watch } = await redeemVoucher(`/premium?next=${encodeURIComponent(next)}`);
    expect(watch.getAttribute('href')).toBe('/');
    site.removeSink();
  });
});
