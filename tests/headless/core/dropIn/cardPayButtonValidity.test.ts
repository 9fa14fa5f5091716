// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import { parseDropInOptions, type DropInOptionsInput } from '../../../../headless/core/dropIn/dropInOptions';
import type { StoredInstrument } from '../../../../headless/core/session/sessionSchema';
import { attachFakeFrame } from '../../../support/fakeFrame';
import { testInitResponse } from '../../../support/session';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';

const CARD_ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const storedCard: StoredInstrument = { id: CARD_ID, displayName: 'Visa •••• 4242', paymentMethod: 'card', status: 'enabled', data: { network: 'visa', bin: '42424242' } };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A connected drop-in whose card form sits in a page container, with the secure frame played by a fake. */
function cardDropIn(options: DropInOptionsInput = {}, storedInstruments: StoredInstrument[] = []) {
  const fetch = vi.fn(async () => {
    throw new Error('no provider call expected');
  });
  vi.stubGlobal('fetch', fetch);
  const client = createPaymentClient(testInitResponse({ storedInstruments }));
  const dropIn = createDropIn(client, parseDropInOptions(options, client), { parts: bundledParts });
  cleanups.push(dropIn.connect());
  const container = document.body.appendChild(document.createElement('div'));
  cleanups.push(dropIn.cardCheckout!.cardForm.attach(container));
  const frame = attachFakeFrame(container.querySelector('iframe')!);
  return { dropIn, frame, fetch };
}

describe('the card option’s pay button and the card form’s validity', () => {
  it('stays disabled until the form is valid, by default', () => {
    const { dropIn, frame } = cardDropIn();
    expect(dropIn.options.disablePayButtonUntilValid).toBe(true);
    expect(dropIn.store.getState().activeId).toBe('card');
    expect(dropIn.canPay()).toBe(false);

    frame.ready();
    expect(dropIn.canPay()).toBe(false);
    frame.fill(false);
    expect(dropIn.cardCheckout!.cardForm.store.getState().isValid).toBe(false);
    expect(dropIn.canPay()).toBe(false);

    frame.fill(true);
    expect(dropIn.cardCheckout!.cardForm.store.getState().isValid).toBe(true);
    expect(dropIn.canPay()).toBe(true);
  });

  it('is disabled again when a field the shopper edits turns invalid', () => {
    const { dropIn, frame } = cardDropIn();
    frame.ready();
    frame.fill(true);
    expect(dropIn.canPay()).toBe(true);

    frame.send({ type: 'element', event: 'CHANGE', element: 'CVV', state: { isEmpty: false, isComplete: false, isValid: false, isFocused: true, isRequired: true, network: 'visa' } });

    expect(dropIn.canPay()).toBe(false);
  });

  it('does not send a collect to the frame while the form is invalid', async () => {
    const { dropIn, frame, fetch } = cardDropIn();
    frame.ready();
    frame.fill(false);

    await dropIn.pay();

    expect(frame.received.filter((message) => message.type === 'collect')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(dropIn.checkout.getState().status).toBe('idle');
  });

  it('with disablePayButtonUntilValid false, may be pressed before the form is valid', () => {
    const { dropIn, frame } = cardDropIn({ disablePayButtonUntilValid: false });
    expect(dropIn.canPay()).toBe(true);
    frame.ready();
    expect(dropIn.canPay()).toBe(true);
    frame.fill(false);
    expect(dropIn.canPay()).toBe(true);
  });

  it('with disablePayButtonUntilValid false, pressing it on an invalid form still pays nothing and leaves the button idle', async () => {
    const { dropIn, frame, fetch } = cardDropIn({ disablePayButtonUntilValid: false });
    frame.ready();
    frame.fill(false);

    await dropIn.pay();

    expect(frame.received.filter((message) => message.type === 'collect')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(dropIn.checkout.getState().status).toBe('idle');
    expect(dropIn.canPay()).toBe(true);
  });

  it('applies to the card option only: a stored card may be paid with while the card form is empty', () => {
    const { dropIn, frame } = cardDropIn({}, [storedCard]);
    frame.ready();
    dropIn.select('card');
    expect(dropIn.canPay()).toBe(false);

    dropIn.select(`stored:${CARD_ID}`);
    expect(dropIn.canPay()).toBe(true);

    dropIn.select('card');
    expect(dropIn.canPay()).toBe(false);
  });

  it('rejects a disablePayButtonUntilValid that is not a boolean', () => {
    const client = createPaymentClient(testInitResponse());
    expect(() => createDropIn(client, parseDropInOptions({ disablePayButtonUntilValid: 'no' as unknown as boolean }, client), { parts: bundledParts })).toThrow(/disablePayButtonUntilValid/);
  });
});
