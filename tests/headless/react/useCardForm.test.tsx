import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardCheckout } from '../../../components/CardCheckout/CardCheckout';
import { en } from '../../../headless/core/i18n/en';
import type { ClientOptionsInput } from '../../../headless/core/client/clientOptions';
import { cardFormOptionsSchema, type CardFormOptionsInput } from '../../../headless/core/client/cardFormOptions';
import { useCardForm } from '../../../headless/react/useCardForm';
import { usePaymentClient } from '../../../headless/react/usePaymentClient';
import { attachFakeFrame } from '../../support/fakeFrame';
import { testInitResponse } from '../../support/session';

function Checkout({ options, clientOptions }: { options?: CardFormOptionsInput; clientOptions?: ClientOptionsInput }) {
  const client = usePaymentClient(testInitResponse(), clientOptions);
  const cardForm = useCardForm(client, options);
  return <CardCheckout cardForm={cardForm} />;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubProvider(finalCode: 'authorizeSuccessful' | 'authorizeFailed') {
  const requests: { url: string; method: string; body: unknown }[] = [];
  let polls = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (init.method === 'POST') return json({ links: { execution: 'http://localhost:4000/v1/executions/exe_1' } }, 202);
    polls += 1;
    const status = polls < 2 ? ['authorizeRequested'] : ['authorizeRequested', finalCode];
    return json({ id: 'exe_1', status: status.map((code) => ({ code })), errors: finalCode === 'authorizeFailed' ? [{ reason: { result: 'Card declined' } }] : undefined });
  });
  return requests;
}

const iframe = () => document.querySelector('iframe')!;
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Pay|Processing/ });

async function collectWith(frame: ReturnType<typeof attachFakeFrame>) {
  await vi.waitFor(() => expect(frame.received.some((m) => m.type === 'collect')).toBe(true));
  const collect = frame.received.find((m) => m.type === 'collect')!;
  if (collect.type !== 'collect') throw new Error('unreachable');
  act(() =>
    frame.send({
      type: 'collected',
      requestId: collect.requestId,
      result: { id: 'rec_1', tokens: { card_number: 'tok_n', security_code: 'tok_c' }, bin: '42424242', lastFour: '4242', network: 'visa' },
    }),
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCardForm with CardCheckout', () => {
  it('mounts one frame under StrictMode and removes it on unmount', () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(
      <StrictMode>
        <Checkout />
      </StrictMode>,
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(iframe().src).toMatch(/^http:\/\/127\.0\.0\.1:4100\/frame\/card-form\.html\?vault=vlt_1#key=[0-9a-f]{32}&parent=/);
    expect(iframe().getAttribute('allow')).toContain('payment');
    unmount();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    const added = addListener.mock.calls.filter(([type]) => type === 'message').length;
    const removed = removeListener.mock.calls.filter(([type]) => type === 'message').length;
    expect(added).toBeGreaterThan(0);
    expect(removed).toBe(added);
  });

  it('configures the frame with translated texts once it is ready', () => {
    render(<Checkout clientOptions={{ locale: 'ar' }} options={{ showCardholderName: true, texts: { 'cardForm.label.cardNumber': 'رقم البطاقة الائتمانية', 'payButton.pay': 'ادفع' } }} />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    expect(frame.received[0]).toMatchObject({
      type: 'configure',
      configuration: { locale: 'ar', showCardholderName: true, expiryFields: 'single', texts: { 'cardForm.label.cardNumber': 'رقم البطاقة الائتمانية' } },
    });
    // The network icons come from the session's assets host.
    expect(frame.received[0]).toMatchObject({ configuration: { assetsUrl: 'http://127.0.0.1:4100/assets/' } });
    // The merchant's overrides travel as given; the frame's catalog supplies the rest.
    expect((frame.received[0] as { configuration: { texts: object } }).configuration.texts).toEqual({ 'cardForm.label.cardNumber': 'رقم البطاقة الائتمانية', 'payButton.pay': 'ادفع' });
    expect(frame.postMessage.mock.calls[0]![1]).toBe('http://127.0.0.1:4100');
  });

  it('parses its options at the first render only, and calls the callbacks the latest render gives', () => {
    const parses = vi.spyOn(cardFormOptionsSchema, 'safeParse');
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Checkout options={{ showCardholderName: true, events: { onChange: first } }} />);
    rerender(<Checkout options={{ showCardholderName: true, events: { onChange: latest } }} />);
    expect(parses).toHaveBeenCalledTimes(1);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    act(() => frame.fill(true));
    expect(latest).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });

  it('keeps the pay button disabled until every field is valid', () => {
    render(<Checkout />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    expect(payButton().disabled).toBe(true);
    act(() => frame.fill(false));
    expect(payButton().disabled).toBe(true);
    act(() => frame.fill(true));
    expect(payButton().disabled).toBe(false);
  });

  it('ignores element states sent with a wrong key or from another origin', () => {
    render(<Checkout />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    const valid = { isEmpty: false, isComplete: true, isValid: true, isFocused: false, isRequired: true, network: 'visa' };
    act(() => {
      for (const element of ['CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'] as const) {
        frame.send({ type: 'element', event: 'CHANGE', element, state: valid }, { key: '0'.repeat(32) });
        frame.send({ type: 'element', event: 'CHANGE', element, state: valid }, { origin: 'http://evil.test' });
      }
    });
    expect(payButton().disabled).toBe(true);
  });

  it('pays: collects tokens, authorizes with them, polls and shows success', async () => {
    const requests = stubProvider('authorizeSuccessful');
    const onAuthorizeSuccess = vi.fn();
    render(<Checkout options={{ events: { onAuthorizeSuccess } }} />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    act(() => frame.fill(true));
    act(() => payButton().click());
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').className).toBe('pc-LoaderOverlay');
    await collectWith(frame);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('status').textContent).toBe(en['result.success']);
    expect(onAuthorizeSuccess).toHaveBeenCalledWith({ executionId: 'exe_1', status: 'authorizeSuccessful' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:4000/v1/executions/exe_1/authorize',
      body: { paymentComposition: [{ paymentInstrumentData: { cardData: { card_number: 'tok_n', security_code: 'tok_c' } } }] },
    });
    expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the failure message on a decline and lets the shopper dismiss it; the decline is logged at INFO, not as an error', async () => {
    stubProvider('authorizeFailed');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const onAuthorizeFailed = vi.fn();
    render(<Checkout clientOptions={{ logLevel: 'INFO' }} options={{ events: { onAuthorizeFailed } }} />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    act(() => frame.fill(true));
    act(() => payButton().click());
    await collectWith(frame);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('alert').textContent).toBe(en['result.failure']);
    expect(onAuthorizeFailed).toHaveBeenCalledWith(expect.objectContaining({ code: 'AUTHORIZATION_ERROR', message: 'Card declined' }));
    expect(info).toHaveBeenCalledWith('[PaymentClient] AUTHORIZATION_ERROR: Card declined');
    expect(console.error).not.toHaveBeenCalled();
    info.mockRestore();
    act(() => screen.getByRole('button', { name: en['result.dismiss'] }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides the failure message once autoHideTTL has passed, and not before', async () => {
    render(<Checkout options={{ autoHideTTL: 4_000, events: { onAuthorizeRequestStart: () => false } }} />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    act(() => frame.fill(true));
    await act(async () => payButton().click());
    expect(screen.getByRole('alert').textContent).toBe(en['result.failure']);
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(payButton().disabled).toBe(false);
  });

  it('lets onAuthorizeRequestStart veto the payment', async () => {
    const requests = stubProvider('authorizeSuccessful');
    const onAuthorizeFailed = vi.fn();
    render(<Checkout options={{ events: { onAuthorizeRequestStart: () => false, onAuthorizeFailed } }} />);
    const frame = attachFakeFrame(iframe());
    act(() => frame.ready());
    act(() => frame.fill(true));
    await act(async () => payButton().click());
    expect(onAuthorizeFailed).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'Callback passed to onAuthorizeRequestStart resolved to false' }),
    );
    expect(frame.received.some((m) => m.type === 'collect')).toBe(false);
    expect(requests).toHaveLength(0);
  });
});
