import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { renderSite, server } from '../support/renderSite';
import { failure, ok, profile } from '../support/siteFixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const countries = [
  { isoCode: 'UK', dialCode: '+44', flag: '🇬🇧', name: 'United Kingdom' },
  { isoCode: 'AE', dialCode: '+971', flag: '🇦🇪', name: 'United Arab Emirates' },
];
const sent = ok({ channel: 'sms', codeLength: 6, expiresAt: '2030-01-01T00:00:00Z', resendAfterSeconds: 30 });

function phoneApi(options: { isNewSubscriber?: boolean; wrongCode?: string; resendAfterSeconds?: number } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
  };
  server.use(
    http.get(`*${API_PATHS.otpCountries}`, () => HttpResponse.json(ok(countries))),
    http.post(`*${API_PATHS.otpSend}`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(options.resendAfterSeconds === undefined ? sent : ok({ ...sent.data, resendAfterSeconds: options.resendAfterSeconds }));
    }),
    http.post(`*${API_PATHS.otpVerify}`, async ({ request }) => {
      await record(request);
      const body = calls.at(-1)!.body as { code: string };
      if (body.code === options.wrongCode) return HttpResponse.json(failure(2, 'The code is not correct', 'otp.wrongCode'), { status: 400 });
      return HttpResponse.json(ok({ signInToken: 'one-time', expiresAt: '2030-01-01T00:00:00Z', isNewSubscriber: options.isNewSubscriber ?? false }));
    }),
    http.post(`*${API_PATHS.signInWithToken}`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok({ token: { id: 'good-token', expiresAt: '2030-01-01T00:00:00Z' }, subscriber: profile({ phoneNumber: '+971501234567' }) }));
    }),
  );
  return calls;
}

describe('phone sign-in', () => {
  it('picks the dial code from the countries call (UK shown as GB, AE first choice), sends and verifies the code', async () => {
    const user = userEvent.setup();
    const calls = phoneApi();
    const site = await renderSite({ path: '/phone-login' });
    const picker = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.value)).toEqual(['GB', 'AE']);
    expect(picker.value).toBe('AE');
    expect(site.pageViews).toEqual(['Phone_Authentication']);

    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    screen.getByText('Enter a mobile number of 4 to 14 digits, without the country code.');
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(calls[0]).toEqual({ path: API_PATHS.otpSend, body: { dialCode: '+971', phoneNumber: '50 123 4567' } });
    expect(site.pageViews).toEqual(['Phone_Authentication', 'Phone_OTP']);
    expect(site.events).toEqual(expect.arrayContaining(['Login_OTP_Request_Attempt', 'Login_OTP_Request_Success']));

    await user.type(code, '123456');
    await user.click(screen.getByLabelText('Stay signed in'));
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(site.session.getState().status).toBe('authenticated'));
    expect(calls.slice(1)).toEqual([
      { path: API_PATHS.otpVerify, body: { dialCode: '+971', phoneNumber: '50 123 4567', code: '123456' } },
      { path: API_PATHS.signInWithToken, body: { token: 'one-time', staySignedIn: true } },
    ]);
    expect(JSON.parse(site.storage.items.get('token')!)).toEqual({ value: 'good-token' });
    site.removeSink();
  });

  it('says when the code is wrong, and asks a new subscriber for a name', async () => {
    const user = userEvent.setup();
    const calls = phoneApi({ isNewSubscriber: true, wrongCode: '000000' });
    const site = await renderSite({ path: '/phone-login' });
    await user.type(await screen.findByLabelText('Mobile number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByText('The code is not correct');

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await user.type(await screen.findByLabelText('Full name'), 'Omar Saleh');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(site.session.getState().status).toBe('authenticated'));
    expect(calls.at(-1)).toEqual({ path: API_PATHS.signInWithToken, body: { token: 'one-time', staySignedIn: false, fullName: 'Omar Saleh' } });
    site.removeSink();
  });

  it('offers a new code only after the wait the API gave', async () => {
    const user = userEvent.setup();
    phoneApi();
    const site = await renderSite({ path: '/phone-login' });
    await user.type(await screen.findByLabelText('Mobile number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByText(/You can ask for a new code in (30|29) seconds\./);
    site.removeSink();
  });

  it('resends the code to the same number once the wait is over, and says so', async () => {
    const user = userEvent.setup();
    const calls = phoneApi({ resendAfterSeconds: 0 });
    const site = await renderSite({ path: '/phone-login' });
    await user.type(await screen.findByLabelText('Mobile number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await screen.findByText('We sent you a new code.');
    expect(calls.map((call) => call.body)).toEqual([
      { dialCode: '+971', phoneNumber: '501234567' },
      { dialCode: '+971', phoneNumber: '501234567' },
    ]);
    // Still the same step, reported once.
    expect(site.pageViews).toEqual(['Phone_Authentication', 'Phone_OTP']);
    site.removeSink();
  });

  it('explains when no country list is available', async () => {
    server.use(http.get(`*${API_PATHS.otpCountries}`, () => HttpResponse.json(failure(3, 'down'), { status: 500 })));
    const site = await renderSite({ path: '/phone-login' });
    await screen.findByText('The list of country codes is not available right now.');
    site.removeSink();
  });
});
