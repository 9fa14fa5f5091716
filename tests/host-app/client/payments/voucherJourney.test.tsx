import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VoucherJourney } from '../../../../host-app/client/payments/voucher/VoucherJourney';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { JourneyStep } from '../../../../host-app/contract/payments/paymentConstants';
import { server } from '../support/renderSite';
import { failure, ok } from '../support/siteFixtures';
import { granted, journeyRecorder, otpSent, renderJourney } from './journeyHarness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function voucherApi() {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.post(`*${API_PATHS.voucherStart}`, async ({ request }) => {
      const body = (await request.json()) as { voucherCode: string };
      calls.push({ path: 'start', body });
      if (body.voucherCode === 'USED-2024') return HttpResponse.json(failure(5, 'This voucher was already used', 'voucher.codeUsed'), { status: 400 });
      return HttpResponse.json(ok({ ...otpSent('email'), plan: 'quarterly' }));
    }),
    http.post(`*${API_PATHS.voucherResend}`, async ({ request }) => {
      calls.push({ path: 'resend', body: await request.json() });
      return HttpResponse.json(ok(otpSent('email')));
    }),
    http.post(`*${API_PATHS.voucherVerify}`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'verify', body });
      if (body.code !== '654321') return HttpResponse.json(failure(2, 'The code is not correct', 'otp.wrongCode'), { status: 400 });
      return HttpResponse.json(ok(granted('CreditCard')));
    }),
  );
  return calls;
}

function renderVoucher(locale: 'en' | 'ar' = 'en') {
  const recorder = journeyRecorder<JourneyStep<'voucher'>>();
  renderJourney(<VoucherJourney country="AE" track={recorder.track} onGranted={recorder.onGranted} onFailed={recorder.onFailed} />, locale);
  return recorder;
}

describe('VoucherJourney', () => {
  it('redeems a voucher with the code sent to the subscriber email', async () => {
    const user = userEvent.setup();
    const calls = voucherApi();
    const journey = renderVoucher();

    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe('layla@example.com');
    await user.type(screen.getByLabelText('Voucher code'), 'gift-2024');
    await user.click(screen.getByRole('button', { name: 'Go VIP' }));

    const sent = await screen.findByText(/We sent a code by email to/);
    expect(sent.closest('[role="status"]')).not.toBeNull();
    screen.getByText('Your voucher gives you: Every 3 months.');
    expect(calls[0]).toEqual({ path: 'start', body: { email: 'layla@example.com', voucherCode: 'GIFT-2024' } });

    const code = screen.getByLabelText('One-time code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByText('That code is not right. Check it and try again.')).closest('[role="alert"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText(/We sent a new code to/);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Welcome to premium! Your subscription is active.');

    expect(journey.grants).toEqual([granted('CreditCard')]);
    expect(calls.map((call) => call.path)).toEqual(['start', 'verify', 'resend', 'verify']);
    expect(calls[2]!.body).toEqual({ transactionId: 'txn_1' });
    expect(journey.steps).toEqual(['start', 'email_entered', 'voucher_code_entered', 'click_go_vip', 'otp_start', 'otp_enter', 'verify', 'resend', 'otp_enter', 'verify', 'finish']);
  });

  it('says when a voucher was already used and lets another code be tried', async () => {
    const user = userEvent.setup();
    const calls = voucherApi();
    const journey = renderVoucher();

    const voucherCode = screen.getByLabelText('Voucher code');
    await user.type(voucherCode, 'USED-2024');
    await user.click(screen.getByRole('button', { name: 'Go VIP' }));
    const used = await screen.findByText('This voucher code has already been used.');
    expect(used.closest('[role="alert"]')).not.toBeNull();
    expect(journey.failures).toEqual([]);

    await user.clear(voucherCode);
    await user.type(voucherCode, 'GIFT-2025');
    await user.click(screen.getByRole('button', { name: 'Go VIP' }));
    await screen.findByLabelText('One-time code');
    expect(calls.map((call) => (call.body as { voucherCode: string }).voucherCode)).toEqual(['USED-2024', 'GIFT-2025']);
    expect(journey.steps).toEqual(['start', 'email_entered', 'voucher_code_entered', 'click_go_vip', 'email_entered', 'voucher_code_entered', 'click_go_vip', 'otp_start']);
  });

  it('ends the journey when the account already has premium', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`*${API_PATHS.voucherStart}`, () => HttpResponse.json({ ...failure(5, 'Already subscribed', 'payment.alreadySubscribed'), resultCode: 10132 }, { status: 409 })),
    );
    const journey = renderVoucher();
    await user.type(screen.getByLabelText('Voucher code'), 'GIFT-2024');
    await user.click(screen.getByRole('button', { name: 'Go VIP' }));
    await screen.findByText('Your subscription could not be started.');
    // Why is the page's to say, once (its outcome message): the journey does not repeat it.
    expect(screen.queryByText('This account already has premium.')).toBeNull();
    expect(journey.failures).toEqual(['payment.alreadySubscribed']);
  });

  it('checks the fields before any call, in Arabic too', async () => {
    const user = userEvent.setup();
    const calls = voucherApi();
    const journey = renderVoucher('ar');
    await user.clear(screen.getByLabelText('البريد الإلكتروني'));
    await user.click(screen.getByRole('button', { name: 'اشترك في بريميوم' }));
    screen.getByText('أدخل رمز القسيمة.');
    expect(calls).toEqual([]);
    expect(journey.steps).toEqual(['start']);
  });
});
