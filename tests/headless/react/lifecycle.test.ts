// Plain `.ts` with createElement: these are React's StrictMode semantics, so only the React project runs them.
import { act, render, screen } from '@testing-library/react';
import { createElement, StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardCheckout } from '../../../components/CardCheckout/CardCheckout';
import { DropIn } from '../../../components/DropIn/DropIn';
import { cardFormOptionsSchema, type CardFormOptions } from '../../../headless/core/client/cardFormOptions';
import type { ClientOptions } from '../../../headless/core/client/clientOptions';
import { dropInOptionsSchema, type DropInOptions } from '../../../headless/core/dropIn/dropInOptions';
import { useCardForm } from '../../../headless/react/useCardForm';
import { useDropIn } from '../../../headless/react/useDropIn';
import { usePaymentClient } from '../../../headless/react/usePaymentClient';
import { expectConsoleWarn } from '../../support/consoleGuard';
import { attachFakeFrame } from '../../support/fakeFrame';
import { testInitResponse } from '../../support/session';

const initResponse = testInitResponse();

function CardApp({ clientOptions, options }: { clientOptions?: ClientOptions; options?: CardFormOptions }) {
  const client = usePaymentClient(initResponse, clientOptions);
  return createElement(CardCheckout, { cardForm: useCardForm(client, options) });
}

function DropInApp({ clientOptions, options }: { clientOptions?: ClientOptions; options?: DropInOptions }) {
  const client = usePaymentClient(initResponse, clientOptions);
  return createElement(DropIn, { dropIn: useDropIn(client, options) });
}

const strict = (node: ReactNode) => createElement(StrictMode, null, node);

/** Counts the window's message listeners added and removed while `during` runs. */
function watchMessageListeners() {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const count = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'message').length;
  return { added: () => count(added), removed: () => count(removed) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each([
  ['a card checkout', (options: { clientOptions: ClientOptions }) => createElement(CardApp, options)],
  ['a drop-in', (options: { clientOptions: ClientOptions }) => createElement(DropInApp, options)],
])('%s under StrictMode (React 19)', (_name, app) => {
  it('announces the client once, shows one frame, and leaves no frame or listener after unmount', () => {
    const onClientInitialized = vi.fn();
    const listeners = watchMessageListeners();
    const { unmount } = render(strict(app({ clientOptions: { events: { onClientInitialized } } })));

    expect(onClientInitialized).toHaveBeenCalledTimes(1);
    expect(onClientInitialized).toHaveBeenCalledWith({ id: 'exe_1', merchantReference: 'order-1', workflow: { code: 'payment', version: 1 } });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(listeners.added()).toBeGreaterThan(0);

    unmount();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(listeners.removed()).toBe(listeners.added());
    expect(onClientInitialized).toHaveBeenCalledTimes(1);
  });
});

describe('options after the first render', () => {
  const warnings = () => vi.mocked(console.warn).mock.calls.map(([message]) => String(message));

  it('a changed option is ignored and named in one warning, however often it changes', () => {
    expectConsoleWarn(/useCardForm: the option '(showCardholderName|autoHideTTL)' changed after the first render and is ignored/);
    const { rerender } = render(strict(createElement(CardApp, { options: { showCardholderName: false } })));
    rerender(strict(createElement(CardApp, { options: { showCardholderName: true } })));
    rerender(strict(createElement(CardApp, { options: { showCardholderName: false, autoHideTTL: 3000 } })));
    rerender(strict(createElement(CardApp, { options: { showCardholderName: true, autoHideTTL: 3000 } })));

    expect(warnings()).toEqual([
      "[PaymentClient] useCardForm: the option 'showCardholderName' changed after the first render and is ignored; render the component with a new key to apply it.",
      "[PaymentClient] useCardForm: the option 'autoHideTTL' changed after the first render and is ignored; render the component with a new key to apply it.",
    ]);
  });

  it('new callbacks and equal values in new objects are no change', () => {
    const { rerender } = render(createElement(DropInApp, { clientOptions: { locale: 'en' }, options: { card: { billingAddress: false }, events: { onAuthorizeSuccess: () => {} } } }));
    rerender(createElement(DropInApp, { clientOptions: { locale: 'en' }, options: { card: { billingAddress: false }, events: { onAuthorizeSuccess: () => {} } } }));
    expect(warnings()).toEqual([]);
  });

  it('a drop-in parses its options and its card options at the first render only', () => {
    const dropInParses = vi.spyOn(dropInOptionsSchema, 'safeParse');
    const cardParses = vi.spyOn(cardFormOptionsSchema, 'safeParse');
    const { rerender } = render(createElement(DropInApp, { options: { preselectFirst: true, card: { billingAddress: false } } }));
    rerender(createElement(DropInApp, { options: { preselectFirst: true, card: { billingAddress: false } } }));
    expect([dropInParses.mock.calls.length, cardParses.mock.calls.length]).toEqual([1, 1]);
  });

  it("a client option changed names the client's hook", () => {
    expectConsoleWarn("usePaymentClient: the option 'locale'");
    const { rerender } = render(createElement(DropInApp, { clientOptions: { locale: 'en' } }));
    rerender(createElement(DropInApp, { clientOptions: { locale: 'ar' } }));
    expect(warnings()).toHaveLength(1);
    expect(document.querySelector('.pc-DropIn')!.getAttribute('lang')).toBe('en');
  });
});

describe('a card payment when its form leaves the page', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('ends with it: the polling stops and the merchant hears USER_CANCELLED', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let polls = 0;
    // The provider never decides: only the unmount can end this payment.
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      if (init.method === 'POST') return json({ links: { execution: 'http://localhost:4000/v1/executions/exe_1' } }, 202);
      polls += 1;
      return json({ id: 'exe_1', status: [{ code: 'authorizeRequested' }] });
    });
    const onAuthorizeFailed = vi.fn();
    const { unmount } = render(createElement(CardApp, { options: { events: { onAuthorizeFailed } } }));
    const frame = attachFakeFrame(document.querySelector('iframe')!);
    act(() => frame.ready());
    act(() => frame.fill(true));
    act(() => screen.getByRole<HTMLButtonElement>('button', { name: /Pay/ }).click());
    await vi.waitFor(() => expect(frame.received.some((message) => message.type === 'collect')).toBe(true));
    const collect = frame.received.find((message) => message.type === 'collect')!;
    if (collect.type !== 'collect') throw new Error('unreachable');
    const result = { id: 'rec_1', tokens: { card_number: 'tok_n', security_code: 'tok_c' }, bin: '42424242', lastFour: '4242', network: 'visa' };
    act(() => frame.send({ type: 'collected', requestId: collect.requestId, result }));
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(polls).toBeGreaterThan(0);
    });

    unmount();
    await vi.waitFor(() => expect(onAuthorizeFailed).toHaveBeenCalledWith(expect.objectContaining({ code: 'USER_CANCELLED' })));
    const pollsAtUnmount = polls;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls).toBe(pollsAtUnmount);
  });
});
