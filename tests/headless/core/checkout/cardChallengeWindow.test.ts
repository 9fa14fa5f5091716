// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { createCardCheckout } from '../../../../headless/core/checkout/cardCheckout';
import { parseCardFormOptions, type CardFormOptions } from '../../../../headless/core/client/cardFormOptions';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { THREE_DS_COMPLETED_MESSAGE } from '../../../../headless/core/executor/constants';
import type { ReturnPage } from '../../../../headless/core/checkout/challengeWindow';
import type { PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { attachFakeFrame } from '../../../support/fakeFrame';
import { testSession } from '../../../support/session';
import { CARD_ID, PROVIDER, clientOf, fakeProvider, instrumentSession } from '../instruments/fakeProvider';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const CHALLENGE = `${PROVIDER}/3ds/exe_1`;
const METHOD_PAGE = `${PROVIDER}/methods/genericRedirect/exe_1`;
const execution = (codes: string[], finalState?: unknown) => ({ status: 200, body: { id: 'exe_1', status: codes.map((code) => ({ code })), ...(finalState ? { finalState } : {}) } });
const pendingWith = (href: string, type: string) => execution(['authorizeRequested', 'authorizePending'], { code: 'authorizePending', response: { links: { redirect: { href, type } } } });
const SUCCEEDED = execution(['authorizeRequested', 'authorizePending', 'authorizeSuccessful']);

function provider(executions: ReturnType<typeof execution>[]) {
  return fakeProvider({
    [`POST ${PROVIDER}/v1/executions/exe_1/authorize`]: [{ status: 202, body: { links: { execution: `${PROVIDER}/v1/executions/exe_1` } } }],
    [`GET ${PROVIDER}/v1/executions/exe_1`]: executions,
  });
}

/** Answers the card form's collect request as the secure frame does: tokens only. */
async function collectCard(frame: ReturnType<typeof attachFakeFrame>) {
  await vi.waitFor(() => expect(frame.received.some((message) => message.type === 'collect')).toBe(true));
  const collect = frame.received.find((message) => message.type === 'collect')!;
  if (collect.type !== 'collect') throw new Error('unreachable');
  frame.send({ type: 'collected', requestId: collect.requestId, result: { id: 'rec_1', tokens: { card_number: 'tok_n', security_code: 'tok_c' }, bin: '42424242', lastFour: '4242', network: 'visa' } });
}

/** A card form whose frame is attached and ready, a valid card typed in. */
function readyCardForm(client: PaymentClient, options: CardFormOptions) {
  const checkout = createCardCheckout(client, parseCardFormOptions(options), bundledParts);
  const container = document.body.appendChild(document.createElement('div'));
  const detach = checkout.cardForm.attach(container);
  const frame = attachFakeFrame(container.querySelector('iframe')!);
  frame.ready();
  frame.fill(true);
  return { checkout, frame, detach };
}

/** The page's navigations, instead of the browser leaving the test's page. */
function watchNavigations() {
  const assigned: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((href) => void assigned.push(String(href)));
  return assigned;
}

describe("the card form's challengeWindow", () => {
  it("refuses a window that is not 'frame', 'popup' or 'redirect', naming the option", () => {
    const { client } = clientOf(testSession());
    expect(() => createCardCheckout(client, parseCardFormOptions({ challengeWindow: 'tab' as never }), bundledParts)).toThrow(/challengeWindow/);
  });

  it("'popup': the pay click opens the popup in its own turn and the challenge shows there, then the payment succeeds once", async () => {
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { replace: vi.fn() } };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    provider([pendingWith(CHALLENGE, '3ds'), SUCCEEDED]);
    const { client } = clientOf(testSession());
    const onAuthorizeSuccess = vi.fn();
    vi.useFakeTimers();
    const { checkout, frame, detach } = readyCardForm(client, { challengeWindow: 'popup', events: { onAuthorizeSuccess } });

    const paying = checkout.pay();
    expect(open).toHaveBeenCalledTimes(1);
    await collectCard(frame);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(popup.location.replace).toHaveBeenCalledExactlyOnceWith(CHALLENGE);
    expect(checkout.store.getState()).toMatchObject({ status: 'challenge', presentation: 'popup' });

    window.dispatchEvent(new MessageEvent('message', { origin: PROVIDER, source: popup as unknown as MessageEventSource, data: { type: THREE_DS_COMPLETED_MESSAGE, executionId: 'exe_1', outcome: 'approved' } }));
    await vi.runAllTimersAsync();
    await paying;

    expect(popup.close).toHaveBeenCalled();
    expect(checkout.store.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    expect(onAuthorizeSuccess).toHaveBeenCalledTimes(1);
    detach();
  });

  it("'frame' (the default) opens no popup", async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    provider([pendingWith(CHALLENGE, '3ds')]);
    const { client } = clientOf(testSession());
    vi.useFakeTimers();
    const { checkout, frame, detach } = readyCardForm(client, {});
    void checkout.pay();
    await collectCard(frame);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(checkout.store.getState()).toMatchObject({ status: 'challenge', presentation: 'frame' });
    expect(open).not.toHaveBeenCalled();
    checkout.cancel();
    detach();
  });

  it("'redirect': the whole page goes to the challenge, and no popup opens", async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const navigations = watchNavigations();
    provider([pendingWith(CHALLENGE, '3ds')]);
    const { client } = clientOf(testSession());
    vi.useFakeTimers();
    const { checkout, frame, detach } = readyCardForm(client, { challengeWindow: 'redirect' });
    void checkout.pay();
    await collectCard(frame);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(navigations).toEqual([CHALLENGE]);
    expect(checkout.store.getState()).toMatchObject({ status: 'redirecting', href: CHALLENGE });
    expect(open).not.toHaveBeenCalled();
    checkout.cancel();
    detach();
  });

  it('a pending authorization whose page is not a challenge (a method that leaves the page) navigates there', async () => {
    const navigations = watchNavigations();
    provider([pendingWith(METHOD_PAGE, 'redirect')]);
    const { client } = clientOf(testSession());
    vi.useFakeTimers();
    const { checkout, frame, detach } = readyCardForm(client, {});
    void checkout.pay();
    await collectCard(frame);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(navigations).toEqual([METHOD_PAGE]);
    expect(checkout.store.getState()).toMatchObject({ status: 'redirecting', href: METHOD_PAGE });
    checkout.cancel();
    detach();
  });
});

describe('back from a full-page challenge', () => {
  it("a card form on the return page (its address names the session's execution) polls the result and reports it once", async () => {
    const { sent } = provider([SUCCEEDED]);
    const { client } = clientOf(testSession());
    const onAuthorizeSuccess = vi.fn();
    const checkout = createCardCheckout(client, parseCardFormOptions({ events: { onAuthorizeSuccess } }), bundledParts);
    vi.useFakeTimers();
    const replaceState = vi.fn();
    const returnPage = {
      location: { search: '?return=success&executionId=exe_1', href: 'https://shop.example/paid?return=success&executionId=exe_1' },
      history: { state: null, replaceState },
    } as unknown as ReturnPage;
    const resumed = checkout.resume(returnPage);
    // A second mount on the same page does not report it again.
    void checkout.resume(returnPage);
    await vi.runAllTimersAsync();
    await resumed;

    expect(checkout.store.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    expect(onAuthorizeSuccess).toHaveBeenCalledExactlyOnceWith({ executionId: 'exe_1', status: 'authorizeSuccessful' });
    // Nothing is authorized again: the page only reads the execution.
    expect(sent.map((request) => request.method)).toEqual(['GET']);
    // And the address forgets the execution, so a reload reports nothing again.
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(null, '', new URL('https://shop.example/paid?return=success'));
  });

  it('a declined challenge is reported as a failure', async () => {
    provider([execution(['authorizeRequested', 'authorizePending', 'authorizeFailed'])]);
    const { client } = clientOf(testSession());
    const onAuthorizeFailed = vi.fn();
    const checkout = createCardCheckout(client, parseCardFormOptions({ events: { onAuthorizeFailed } }), bundledParts);
    vi.useFakeTimers();
    const resumed = checkout.resume({ location: { search: '?executionId=exe_1' } } as Pick<Window, 'location'>);
    await vi.runAllTimersAsync();
    await resumed;
    expect(checkout.store.getState()).toMatchObject({ status: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(onAuthorizeFailed).toHaveBeenCalledTimes(1);
  });

  it('any other page, or one naming another execution, reads nothing', async () => {
    const { sent } = provider([]);
    const { client } = clientOf(testSession());
    const checkout = createCardCheckout(client, parseCardFormOptions({}), bundledParts);
    await checkout.resume({ location: { search: '?executionId=exe_other' } } as Pick<Window, 'location'>);
    await checkout.resume({ location: { search: '' } } as Pick<Window, 'location'>);
    expect(sent).toEqual([]);
    expect(checkout.store.getState()).toEqual({ status: 'idle' });
  });

  it("a drop-in with challengeWindow 'redirect' sends the page to a stored card's challenge, and reports the result on return", async () => {
    const navigations = watchNavigations();
    provider([pendingWith(CHALLENGE, '3ds')]);
    const { client } = clientOf(instrumentSession());
    const dropIn = createDropIn(client, parseDropInOptions({ challengeWindow: 'redirect' }, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${CARD_ID}`);
    vi.useFakeTimers();
    void dropIn.pay();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(navigations).toEqual([CHALLENGE]);
    dropIn.cancel();
    disconnect();

    provider([SUCCEEDED]);
    const onAuthorizeSuccess = vi.fn();
    const backClient = clientOf(instrumentSession()).client;
    const back = createDropIn(backClient, parseDropInOptions({ challengeWindow: 'redirect', events: { onAuthorizeSuccess } }, backClient), { parts: bundledParts });
    const resumed = back.resume({ location: { search: '?executionId=exe_1' } } as Pick<Window, 'location'>);
    await vi.runAllTimersAsync();
    await resumed;
    expect(back.checkout.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    expect(onAuthorizeSuccess).toHaveBeenCalledTimes(1);
  });
});
