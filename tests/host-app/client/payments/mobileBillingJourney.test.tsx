import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analytics } from '../../../../host-app/client/analytics';
import { MobileBillingJourney } from '../../../../host-app/client/payments/mobile/MobileBillingJourney';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { Operator } from '../../../../host-app/contract/content/contentTypes';
import type { JourneyStep } from '../../../../host-app/contract/payments/paymentConstants';
import { server } from '../support/renderSite';
import { failure, home, ok } from '../support/siteFixtures';
import { granted, journeyRecorder, monthlyPlan, otpSent, renderJourney } from './journeyHarness';

const operators: Operator[] = [
  { id: 'etisalat', name: 'Etisalat', country: 'AE', logo: '/media/files/etisalat.png', isLive: true },
  { id: 'du', name: 'du', country: 'AE', logo: '/media/files/du.png', isLive: true },
  { id: 'virgin', name: 'Virgin Mobile', country: 'AE', logo: '', isLive: false },
];
const countries = [
  { isoCode: 'AE', dialCode: '+971', flag: '🇦🇪', name: 'United Arab Emirates' },
  { isoCode: 'SA', dialCode: '+966', flag: '🇸🇦', name: 'Saudi Arabia' },
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function mobileApi(options: { refuse?: boolean } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const record = async (path: string, request: Request) => void calls.push({ path, body: await request.json() });
  server.use(
    http.get('*/home/:locale/:country', () => HttpResponse.json(ok(home({ operators })))),
    http.get(`*${API_PATHS.otpCountries}`, () => HttpResponse.json(ok(countries))),
    http.post(`*${API_PATHS.mobileBillingStart}`, async ({ request }) => {
      await record('start', request);
      if (options.refuse) return HttpResponse.json({ ...failure(2, 'The operator refused this number', 'billing.operatorRefused') }, { status: 400 });
      return HttpResponse.json(ok(otpSent('sms')));
    }),
    http.post(`*${API_PATHS.mobileBillingResend}`, async ({ request }) => {
      await record('resend', request);
      return HttpResponse.json(ok(otpSent('sms', { resendAfterSeconds: 30 })));
    }),
    http.post(`*${API_PATHS.mobileBillingVerify}`, async ({ request }) => {
      await record('verify', request);
      const { code } = (await request.clone().json()) as { code: string };
      if (code !== '123456') return HttpResponse.json(failure(2, 'The code is not correct', 'otp.wrongCode'), { status: 400 });
      return HttpResponse.json(ok(granted('Mobile')));
    }),
  );
  return calls;
}

function renderMobile() {
  const recorder = journeyRecorder<JourneyStep<'mobile'>>();
  const details: unknown[] = [];
  renderJourney(
    <MobileBillingJourney
      plan={monthlyPlan}
      country="AE"
      track={recorder.track}
      onGranted={recorder.onGranted}
      onFailed={recorder.onFailed}
      onOperatorDetails={(value) => void details.push(value)}
    />,
  );
  return { ...recorder, details };
}

async function chooseAndGoVip(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByRole('radio', { name: 'du' }));
  await user.type(await screen.findByLabelText('Mobile number'), number);
  await user.click(screen.getByRole('button', { name: 'Go VIP' }));
}

describe('MobileBillingJourney', () => {
  it('reports Choose_Operator as the operators show and Confirm_Mobile as the code step opens, once each, with the terms above "Go VIP"', async () => {
    const user = userEvent.setup();
    const pageViews: string[] = [];
    const removeSink = analytics.addSink({ name: 'test', receive: (item) => void (item.kind === 'page_view' && pageViews.push(item.screen ?? '')) });
    mobileApi();
    renderMobile();
    await screen.findByRole('radio', { name: 'Etisalat' });
    expect(pageViews).toEqual(['Choose_Operator']);
    const terms = screen.getByRole('link', { name: 'Terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(terms.compareDocumentPosition(screen.getByRole('button', { name: 'Go VIP' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await chooseAndGoVip(user, '50 123 4567');
    await screen.findByLabelText('One-time code');
    await user.type(screen.getByLabelText('One-time code'), '1');
    expect(pageViews).toEqual(['Choose_Operator', 'Confirm_Mobile']);
    removeSink();
  });

  it('bills through a live operator: a wrong code stays on the code step, the right one grants VIP', async () => {
    const user = userEvent.setup();
    const calls = mobileApi();
    const journey = renderMobile();

    // Only live operators are offered; the dial code defaults to the country.
    await screen.findByRole('radio', { name: 'Etisalat' });
    expect(screen.queryByRole('radio', { name: 'Virgin Mobile' })).toBeNull();
    await waitFor(() => expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('AE'));

    await chooseAndGoVip(user, '50 123 4567');
    await screen.findByText(/We sent a code by SMS to/);
    expect(screen.getByText(/We sent a code by SMS to/).closest('[role="status"]')).not.toBeNull();
    expect(calls[0]).toEqual({ path: 'start', body: { operatorId: 'du', dialCode: '+971', phoneNumber: '50 123 4567', billingPlan: monthlyPlan.encryptedBillingPlan } });
    expect(journey.details).toEqual([{ operator: operators[1], dialCode: '+971', phoneNumber: '50 123 4567' }]);

    const code = screen.getByLabelText('One-time code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const wrong = await screen.findByText('That code is not right. Check it and try again.');
    expect(wrong.closest('[role="alert"]')).not.toBeNull();
    screen.getByLabelText('One-time code');

    // The right code pasted over the wrong one is a second "enter OTP" too.
    await user.tripleClick(code);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Welcome to premium! Your subscription is active.');

    expect(journey.grants).toEqual([granted('Mobile')]);
    expect(journey.failures).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(['start', 'verify', 'verify']);
    expect(calls[2]!.body).toEqual({ transactionId: 'txn_1', code: '123456' });
    expect(journey.steps).toEqual([
      'start_flow',
      'select_operator',
      'select_mobile_number',
      'click_go_vip',
      'start_otp',
      'enter_otp',
      'click_verify',
      'enter_otp',
      'click_verify',
      'finish',
    ]);
  });

  it('a number the operator refuses keeps the form and what was typed, saying so once', async () => {
    const user = userEvent.setup();
    const calls = mobileApi({ refuse: true });
    const journey = renderMobile();

    await chooseAndGoVip(user, '50 123 0000');
    const refused = await screen.findByText('Your operator did not accept this number for billing.');
    expect(refused.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByText('Your operator did not accept this number for billing.')).toHaveLength(1);
    // The form is still there, with the operator and the number, ready for another try.
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('50 123 0000');
    expect((screen.getByRole('radio', { name: 'du' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Your subscription could not be started.')).toBeNull();
    expect(journey.failures).toEqual([]);
    expect(journey.grants).toEqual([]);
    expect(journey.steps).toEqual(['start_flow', 'select_operator', 'select_mobile_number', 'click_go_vip']);
    await user.click(screen.getByRole('button', { name: 'Go VIP' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['start', 'start']));
  });

  it('shows the terms before "Go VIP": price per period, the phone bill, automatic renewal', async () => {
    mobileApi();
    renderMobile();
    const goVip = await screen.findByRole('button', { name: 'Go VIP' });
    const terms = screen.getByText('AED 8.00 / month, billed to your phone bill. It renews automatically each period until you cancel.');
    // Before the button, in reading order.
    expect(terms.compareDocumentPosition(goVip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers only the dial codes of the operators on offer', async () => {
    mobileApi();
    renderMobile();
    const select = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((option) => option.value)).toEqual(['AE']));
  });

  it('resends the code, then waits out the resend delay', async () => {
    const user = userEvent.setup();
    const calls = mobileApi();
    const journey = renderMobile();

    await chooseAndGoVip(user, '501234567');
    const resend = (await screen.findByRole('button', { name: 'Resend code' })) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    await screen.findByText(/We sent a new code to/);
    expect(calls.map((call) => call.path)).toEqual(['start', 'resend']);
    expect(calls[1]!.body).toEqual({ transactionId: 'txn_1' });
    // The new answer asks to wait 30 seconds before another code.
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByText(/You can ask for a new code in (29|30) seconds\./);
    expect(journey.steps).toEqual(['start_flow', 'select_operator', 'select_mobile_number', 'click_go_vip', 'start_otp', 'click_resend_otp']);
  });

  it('asks for an operator and a valid number before sending anything', async () => {
    const user = userEvent.setup();
    const calls = mobileApi();
    const journey = renderMobile();
    await screen.findByRole('radio', { name: 'du' });
    await screen.findByLabelText('Mobile number');
    await user.click(screen.getByRole('button', { name: 'Go VIP' }));
    screen.getByText('Choose your mobile operator.');
    expect(calls).toEqual([]);
    expect(journey.steps).toEqual(['start_flow']);
  });
});
