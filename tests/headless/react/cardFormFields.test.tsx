import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardCheckout } from '../../../components/CardCheckout/CardCheckout';
import type { CardFormOptionsInput } from '../../../headless/core/client/cardFormOptions';
import type { ElementState } from '../../../headless/core/frame/elementTypes';
import { en } from '../../../headless/core/i18n/en';
import { useCardForm } from '../../../headless/react/useCardForm';
import { usePaymentClient } from '../../../headless/react/usePaymentClient';
import { attachFakeFrame } from '../../support/fakeFrame';
import { testInitResponse, testSession } from '../../support/session';

const BIN_LOOKUP = 'http://localhost:4000/v1/bin-lookup';
const ASSETS = 'http://fields.test/assets/';
const eur = (value: number) => ({ value, currency: 'EUR' });

const initResponse = () =>
  testInitResponse({
    links: {
      authorize: 'http://localhost:4000/v1/executions/exe_1/authorize',
      execution: 'http://localhost:4000/v1/executions/exe_1',
      binLookup: BIN_LOOKUP,
    },
    paymentMethods: [
      { paymentMethodCode: 'card', clientConfig: { supportsInstallments: true, installments: { BR: [{ count: 3, amount: eur(267) }, { count: 6, amount: eur(134) }] } } },
    ],
    vaultConfiguration: { ...vault, links: { ...vault.links, assets: ASSETS } },
  });
const vault = testSession().vaultConfiguration;

function Checkout({ options }: { options?: CardFormOptionsInput }) {
  const client = usePaymentClient(initResponse());
  return <CardCheckout cardForm={useCardForm(client, options)} />;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const countries = [
  { code: 'GB', name: 'United Kingdom', iso3: 'GBR', timezones: ['Europe/London'], showPostalCode: true, postalCodeRegex: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}' },
  { code: 'AE', name: 'United Arab Emirates', iso3: 'ARE', timezones: ['Asia/Dubai'], showPostalCode: false },
];

function stubNetwork() {
  const requests: { url: string; body: unknown }[] = [];
  let polls = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === `${ASSETS}countries.json`) return json(countries);
    if (url === BIN_LOOKUP) {
      const { bin } = JSON.parse(String(init.body)) as { bin: string };
      return json({ bin, network: 'visa', issuerCountry: { code: bin.startsWith('400007') ? 'BR' : 'US' } });
    }
    if (init.method === 'POST') return json({ links: { execution: 'http://localhost:4000/v1/executions/exe_1' } }, 202);
    polls += 1;
    return json({ id: 'exe_1', status: (polls < 2 ? ['authorizeRequested'] : ['authorizeRequested', 'authorizeSuccessful']).map((code) => ({ code })) });
  });
  return requests;
}

const state = (bin?: string): ElementState => ({ isEmpty: false, isComplete: true, isValid: true, isFocused: false, isRequired: true, network: 'visa', ...(bin ? { bin } : {}) });

function fillCard(frame: ReturnType<typeof attachFakeFrame>, bin: string) {
  frame.send({ type: 'element', event: 'CHANGE', element: 'CARD_NUMBER', state: state(bin) });
  frame.send({ type: 'element', event: 'CHANGE', element: 'EXPIRATION_DATE', state: state() });
  frame.send({ type: 'element', event: 'CHANGE', element: 'CVV', state: state() });
}

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Pay|Processing/ });

async function payAndCollect(frame: ReturnType<typeof attachFakeFrame>) {
  act(() => payButton().click());
  await vi.waitFor(() => expect(frame.received.some((m) => m.type === 'collect')).toBe(true));
  const collect = frame.received.find((m) => m.type === 'collect');
  if (collect?.type !== 'collect') throw new Error('no collect');
  act(() =>
    frame.send({
      type: 'collected',
      requestId: collect.requestId,
      result: { id: 'rec_1', tokens: { card_number: 'tok_n', expiry_month: 'tok_m', expiry_year: 'tok_y', security_code: 'tok_c' }, bin: '40000760', lastFour: '0002', network: 'visa' },
    }),
  );
  await act(() => vi.advanceTimersByTimeAsync(5000));
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('card form fields outside the frame', () => {
  it('looks the BIN up and offers the issuer country installments as "count x amount"', async () => {
    const requests = stubNetwork();
    render(<Checkout />);
    const frame = attachFakeFrame(document.querySelector('iframe')!);
    act(() => frame.ready());
    expect(screen.queryByLabelText(en['cardForm.label.installments'])).toBeNull();
    act(() => fillCard(frame, '40000760'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests.filter((r) => r.url === BIN_LOOKUP).map((r) => r.body)).toEqual([{ bin: '40000760' }]);
    const select = screen.getByLabelText<HTMLSelectElement>(en['cardForm.label.installments']);
    expect([...select.options].map((o) => o.textContent)).toEqual([en['cardForm.placeholder.installments'], '3 x €2.67', '6 x €1.34']);
    expect(frame.received).toContainEqual({ type: 'network', network: 'visa' });

    fireEvent.change(select, { target: { value: '6' } });
    await payAndCollect(frame);
    const authorize = requests.find((r) => r.url.endsWith('/authorize'))!;
    expect(authorize.body).toMatchObject({ paymentComposition: [{ installments: { count: 6 }, storeInstrument: false }] });
  });

  it('hides the installments again for an issuer country without options', async () => {
    stubNetwork();
    render(<Checkout />);
    const frame = attachFakeFrame(document.querySelector('iframe')!);
    act(() => frame.ready());
    act(() => fillCard(frame, '40000760'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    screen.getByLabelText(en['cardForm.label.installments']);
    act(() => fillCard(frame, '42424242'));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByLabelText(en['cardForm.label.installments'])).toBeNull();
  });

  it('needs a valid billing address before paying, and sends it with the store choice', async () => {
    const requests = stubNetwork();
    render(<Checkout options={{ billingAddress: true }} />);
    const frame = attachFakeFrame(document.querySelector('iframe')!);
    act(() => frame.ready());
    act(() => fillCard(frame, '424242'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(payButton().disabled).toBe(true);

    const country = screen.getByLabelText<HTMLSelectElement>(en['cardForm.label.country']);
    expect(country.options[0]!.textContent).toBe('Select Country');
    fireEvent.change(country, { target: { value: 'GB' } });
    const postal = screen.getByLabelText<HTMLInputElement>(en['cardForm.label.postalCode']);
    fireEvent.input(postal, { target: { value: 'SW1' } });
    fireEvent.blur(postal);
    expect(postal.className).toContain('pc-Input--invalid');
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    screen.getByText(en['cardForm.error.postalCode']);
    fireEvent.input(postal, { target: { value: 'SW1A 1AA' } });
    expect(postal.className).not.toContain('pc-Input--invalid');
    expect(payButton().disabled).toBe(false);

    fireEvent.click(screen.getByLabelText(en['cardForm.label.storeInstrument']));
    await payAndCollect(frame);
    const authorize = requests.find((r) => r.url.endsWith('/authorize'))!;
    expect(authorize.body).toMatchObject({
      paymentComposition: [
        {
          storeInstrument: true,
          paymentInstrumentData: { billingAddress: { country: { code: 'GB', fullName: 'United Kingdom', iso3: 'GBR' }, postalCode: 'SW1A 1AA' } },
        },
      ],
    });
  });

  it('asks no postal code for a country without one', async () => {
    stubNetwork();
    render(<Checkout options={{ billingAddress: true }} />);
    const frame = attachFakeFrame(document.querySelector('iframe')!);
    act(() => frame.ready());
    act(() => fillCard(frame, '424242'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(screen.getByLabelText(en['cardForm.label.country']), { target: { value: 'AE' } });
    expect(screen.queryByLabelText(en['cardForm.label.postalCode'])).toBeNull();
    expect(payButton().disabled).toBe(false);
  });

  it('enrolls in network offers only when asked and the card is not mastercard', async () => {
    const requests = stubNetwork();
    render(<Checkout options={{ enrollInstrumentToNetworkOffers: true }} />);
    const frame = attachFakeFrame(document.querySelector('iframe')!);
    act(() => frame.ready());
    act(() => fillCard(frame, '424242'));
    await payAndCollect(frame);
    expect(requests.find((r) => r.url.endsWith('/authorize'))!.body).toMatchObject({ paymentComposition: [{ enrollInstrumentToNetworkOffers: true }] });
  });
});
