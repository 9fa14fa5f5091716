// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import type { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { en } from '../../../../headless/core/i18n/en';
import { THREE_DS_COMPLETED_MESSAGE } from '../../../../headless/core/executor/constants';
import { attachFakeFrame } from '../../../support/fakeFrame';
import { readyCardDropIn } from '../../../support/readyCardDropIn';
import { testSession } from '../../../support/session';
import { bankAccountSchema, IBAN_URL, ibanSchema } from '../dynamicForm/fixtures';
import { CARD_ID, PROVIDER, clientOf, fakeProvider, instrumentSession } from '../instruments/fakeProvider';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Answers the card form's collect request as the secure frame does: tokens only. */
async function collectCard(frame: ReturnType<typeof attachFakeFrame>) {
  await vi.waitFor(() => expect(frame.received.some((message) => message.type === 'collect')).toBe(true));
  const collect = frame.received.find((message) => message.type === 'collect')!;
  if (collect.type !== 'collect') throw new Error('unreachable');
  frame.send({
    type: 'collected',
    requestId: collect.requestId,
    result: { id: 'rec_1', tokens: { card_number: 'tok_n', security_code: 'tok_c' }, bin: '42424242', lastFour: '4242', network: 'visa' },
  });
}

const pixSession = () => testSession({ paymentMethods: [{ paymentMethodCode: 'pix', clientConfig: { flow: 'redirect' } }] });

describe('createDropIn', () => {
  it('pix with its popup blocked fails at once and authorizes nothing', async () => {
    const { sent } = fakeProvider({});
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { client } = clientOf(pixSession());
    const onAuthorizeFailed = vi.fn();
    const onAuthorizeRequestStart = vi.fn();
    const dropIn = createDropIn(client, parseDropInOptions({ events: { onAuthorizeFailed, onAuthorizeRequestStart } }, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    dropIn.select('pix');

    const paying = dropIn.pay();
    // Opened in the click's own turn, before anything asynchronous, or blockers would refuse it.
    expect(open).toHaveBeenCalledTimes(1);
    await paying;

    expect(sent).toEqual([]);
    expect(dropIn.checkout.getState()).toMatchObject({ status: 'failure' });
    expect((onAuthorizeFailed.mock.calls[0]![0] as PaymentClientError).message).toBe(en['error.redirectTimedOut']);
    // Nothing is about to be authorized, so the merchant is not asked to approve it.
    expect(onAuthorizeRequestStart).not.toHaveBeenCalled();
    disconnect();
  });

  it("a card in a drop-in with challengeWindow 'popup' opens the popup in the click's own turn and shows its challenge there", async () => {
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { replace: vi.fn() } };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    const execution = (codes: string[], finalState?: unknown) => ({ status: 200, body: { id: 'exe_1', status: codes.map((code) => ({ code })), ...(finalState ? { finalState } : {}) } });
    const challengePage = `${PROVIDER}/3ds/exe_1`;
    const { sent } = fakeProvider({
      [`POST ${PROVIDER}/v1/executions/exe_1/authorize`]: [{ status: 202, body: { links: { execution: `${PROVIDER}/v1/executions/exe_1` } } }],
      [`GET ${PROVIDER}/v1/executions/exe_1`]: [
        execution(['authorizeRequested', 'authorizePending'], { code: 'authorizePending', response: { links: { redirect: { href: challengePage, type: '3ds' } } } }),
        execution(['authorizeRequested', 'authorizePending', 'authorizeSuccessful']),
      ],
    });
    const { client } = clientOf(testSession());
    const onAuthorizeSuccess = vi.fn();
    const cleanups: (() => void)[] = [];
    vi.useFakeTimers();
    const { dropIn, frame } = readyCardDropIn(client, { challengeWindow: 'popup', events: { onAuthorizeSuccess } }, cleanups);
    dropIn.select('card');

    const paying = dropIn.pay();
    // Opened in the click's own turn, before the card is even collected, or blockers would refuse it.
    expect(open).toHaveBeenCalledTimes(1);
    await collectCard(frame);
    // PC-POLL-4: the execution is first polled 2000 ms after the authorize request.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(popup.location.replace).toHaveBeenCalledExactlyOnceWith(challengePage);
    expect(dropIn.checkout.getState()).toMatchObject({ status: 'challenge', presentation: 'popup' });
    const authorize = sent.find((request) => request.method === 'POST')!;
    // The card's vault tokens are paid with, not a stored instrument.
    expect(authorize.body).toMatchObject({ paymentComposition: [{ paymentMethodCode: 'card', paymentInstrumentData: { cardData: { card_number: 'tok_n' } } }] });
    expect(JSON.stringify(authorize.body)).not.toContain('paymentInstrumentId');

    window.dispatchEvent(new MessageEvent('message', { origin: PROVIDER, source: popup as unknown as MessageEventSource, data: { type: THREE_DS_COMPLETED_MESSAGE, executionId: 'exe_1', outcome: 'approved' } }));
    await vi.runAllTimersAsync();
    await paying;

    expect(popup.close).toHaveBeenCalled();
    expect(dropIn.checkout.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    expect(onAuthorizeSuccess).toHaveBeenCalledTimes(1);
    for (const cleanup of cleanups) cleanup();
  });

  it('a disconnect while a payment polls ends the payment: no more polls, one cancelled result', async () => {
    const polling = { status: 200, body: { id: 'exe_1', status: [{ code: 'authorizeRequested' }] } };
    const { sent } = fakeProvider({
      [`POST ${PROVIDER}/v1/executions/exe_1/authorize`]: [{ status: 202, body: { links: { execution: `${PROVIDER}/v1/executions/exe_1` } } }],
      [`GET ${PROVIDER}/v1/executions/exe_1`]: Array.from({ length: 60 }, () => polling),
    });
    const { client } = clientOf(instrumentSession());
    const onAuthorizeFailed = vi.fn();
    const dropIn = createDropIn(client, parseDropInOptions({ events: { onAuthorizeFailed } }, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${CARD_ID}`);
    vi.useFakeTimers();
    const paying = dropIn.pay();
    await vi.advanceTimersByTimeAsync(5_000);
    const pollsBefore = sent.filter((request) => request.method === 'GET').length;
    expect(pollsBefore).toBeGreaterThan(0);

    disconnect();
    await vi.advanceTimersByTimeAsync(30_000);
    await paying;

    expect(sent.filter((request) => request.method === 'GET')).toHaveLength(pollsBefore);
    expect(onAuthorizeFailed).toHaveBeenCalledTimes(1);
    expect((onAuthorizeFailed.mock.calls[0]![0] as PaymentClientError).code).toBe('USER_CANCELLED');
  });

  it("a BIN lookup the provider refuses leaves the card payable and logs 'BIN lookup failed' (PC-BIN-3)", async () => {
    const base = testSession();
    const binLookup = `${PROVIDER}/v1/bin-lookup`;
    fakeProvider({ [`POST ${binLookup}`]: [{ status: 422, body: { errorCode: 'INVALID_BIN', message: 'Unknown BIN' } }] });
    const { client, logs } = clientOf(testSession({ links: { ...base.links, binLookup } }));
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
    const disconnect = dropIn.connect();
    const container = document.body.appendChild(document.createElement('div'));
    const detach = dropIn.cardCheckout!.cardForm.attach(container);
    const frame = attachFakeFrame(container.querySelector('iframe')!);
    frame.ready();
    frame.send({ type: 'element', event: 'CHANGE', element: 'CARD_NUMBER', state: { isEmpty: false, isComplete: false, isValid: false, isFocused: true, isRequired: true, network: 'visa', bin: '424242' } });

    await vi.waitFor(() => expect(logs).toContain('ERROR BIN lookup failed: Unknown BIN'));
    frame.fill(true);
    expect(dropIn.canPay()).toBe(true);
    detach();
    disconnect();
  });

  describe('form methods', () => {
    const formSession = (clientConfig: Record<string, unknown>) => testSession({ paymentMethods: [{ paymentMethodCode: 'bankAccount', clientConfig }] });

    it("logs 'Form schema not found for payment method ...' for a form method without a schema, and leaves it out", () => {
      const { client, logs } = clientOf(formSession({ flow: 'form' }));
      const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
      expect(logs).toEqual(['ERROR Form schema not found for payment method bankAccount']);
      expect(dropIn.store.getState().options).toEqual([]);
    });

    it("logs 'Malformed client config' for a method it cannot classify (no integration type), leaves it out, and shows the rest", () => {
      const { client, logs } = clientOf(testSession({ paymentMethods: [{ paymentMethodCode: 'card', clientConfig: { flow: 'api' } }, { paymentMethodCode: 'bankAccount', clientConfig: {} }] }));
      const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts });
      expect(logs).toEqual(['ERROR Malformed client config: payment method bankAccount has no integration type']);
      expect(dropIn.store.getState().options.map((option) => option.paymentMethodCode)).toEqual(['card']);
    });

    it("gives every form the drop-in's texts and validity listener", async () => {
      fakeProvider({ [`GET ${IBAN_URL}`]: [{ status: 200, body: ibanSchema }] });
      const { client } = clientOf(formSession({ flow: 'form', instrumentDataSchema: bankAccountSchema() }));
      const onValidityChange = vi.fn();
      const dropIn = createDropIn(client, parseDropInOptions({ forms: { texts: { 'dynamicForm.error.required': 'Please fill this in' }, onValidityChange } }, client), { parts: bundledParts });
      const form = dropIn.forms.get('bankAccount')!;
      expect(await form.load()).toBe('ready');

      form.blur('holderName');
      expect(form.store.getState().errors.holderName?.message).toBe('Please fill this in');

      form.setValue('holderName', 'Ada');
      form.setValue('iban', 'DE89370400440532013000');
      form.setValue('accountType', 'savings');
      form.blur('accountType');
      expect(onValidityChange).toHaveBeenCalledExactlyOnceWith({ paymentMethodCode: 'bankAccount', isValid: true });
    });

    it('pressing pay on a form that is not loaded, or not valid, sends nothing and logs why (PC-DYNFORM-8)', async () => {
      const { sent } = fakeProvider({ [`GET ${IBAN_URL}`]: [{ status: 200, body: ibanSchema }] });
      const { client, logs } = clientOf(formSession({ flow: 'form', instrumentDataSchema: bankAccountSchema() }));
      const onAuthorizeRequestStart = vi.fn();
      const dropIn = createDropIn(client, parseDropInOptions({ events: { onAuthorizeRequestStart } }, client), { parts: bundledParts });
      const disconnect = dropIn.connect();
      dropIn.select('bankAccount');

      await dropIn.pay();
      expect(logs).toEqual(['ERROR Dynamic form not mounted for payment method bankAccount']);

      expect(await dropIn.forms.get('bankAccount')!.load()).toBe('ready');
      await dropIn.pay();
      expect(logs.at(-1)).toBe('ERROR Dynamic form invalid for payment method bankAccount: nothing was sent');
      expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
      expect(onAuthorizeRequestStart).not.toHaveBeenCalled();
      disconnect();
    });

    it('refuses texts that are not strings, naming them', () => {
      const { client } = clientOf(formSession({ flow: 'form', instrumentDataSchema: bankAccountSchema() }));
      const forms = { texts: { 'dynamicForm.error.required': 42 } } as unknown as Record<string, string>;
      expect(() => createDropIn(client, parseDropInOptions({ forms: { texts: forms } }, client), { parts: bundledParts })).toThrow("dropInOptions.forms.texts");
    });

    it('refuses drop-in texts that are not strings, naming the key', () => {
      const { client } = clientOf(formSession({ flow: 'form', instrumentDataSchema: bankAccountSchema() }));
      const texts = { 'result.failure': ['Try again'] } as unknown as Record<string, string>;
      expect(() => createDropIn(client, parseDropInOptions({ texts }, client), { parts: bundledParts })).toThrow('dropInOptions.texts["result.failure"]');
    });

    it('shows logos unless told not to, and refuses a showLogos that is not a boolean', () => {
      const { client } = clientOf(formSession({ flow: 'form', instrumentDataSchema: bankAccountSchema() }));
      expect(createDropIn(client, parseDropInOptions(undefined, client), { parts: bundledParts }).options.showLogos).toBe(true);
      expect(createDropIn(client, parseDropInOptions({ showLogos: false }, client), { parts: bundledParts }).options.showLogos).toBe(false);
      expect(() => createDropIn(client, parseDropInOptions({ showLogos: 'no' as unknown as boolean }, client), { parts: bundledParts })).toThrow('dropInOptions.showLogos must be boolean');
    });
  });
});
