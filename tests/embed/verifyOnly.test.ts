import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../embed/index';
import { en } from '../../headless/core/i18n/en';
import { attachFakeFrame } from '../support/fakeFrame';
import { storedVisaCard, testInitResponse } from '../support/session';
import { thrownPaymentClientError } from '../support/thrownPaymentClientError';

/** `verifyOnly` as a page gives it to the script tag: through `init`, `cardForm()` and `dropin()`. */

// A verification session: nothing to take, a holder to store the card for, and the holder's old card on file.
const verification = () => init(testInitResponse({ amount: { value: 0, currency: 'AED' }, storedInstruments: [storedVisaCard] }), { environment: 'TEST' });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The provider and the card frame's preload: an authorization is taken, then reported successful; its bodies are kept. */
function stubProvider() {
  const authorizations: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, request?: RequestInit) => {
    if (String(input).includes('/frame/card-form.html')) return new Response('<!doctype html>');
    if (request?.method === 'POST') {
      authorizations.push(JSON.parse(String(request.body)));
      return json({ links: { execution: 'http://localhost:4000/v1/executions/exe_1' } }, 202);
    }
    return json({ id: 'exe_1', status: [{ code: 'authorizeRequested' }, { code: 'authorizeSuccessful' }] });
  });
  return authorizations;
}

/** Waits for the card frame the script tag mounted, and plays it: ready, then every field valid. */
async function readyFrame() {
  const iframe = await vi.waitFor(() => {
    const found = document.querySelector<HTMLIFrameElement>('#target iframe');
    if (!found) throw new Error('no card frame yet');
    return found;
  });
  const frame = attachFakeFrame(iframe);
  frame.ready();
  frame.fill(true);
  return frame;
}

/** Presses the verify button and answers the frame's collect with tokens. */
async function verify(frame: Awaited<ReturnType<typeof readyFrame>>) {
  const button = await vi.waitFor(() => {
    const found = screen.getByRole<HTMLButtonElement>('button', { name: en['payButton.verify'] });
    expect(found.disabled).toBe(false);
    return found;
  });
  fireEvent.click(button);
  const collect = await vi.waitFor(() => {
    const found = frame.received.find((message) => message.type === 'collect');
    if (found?.type !== 'collect') throw new Error('no collect yet');
    return found;
  });
  frame.send({
    type: 'collected',
    requestId: collect.requestId,
    result: { id: 'rec_1', tokens: { card_number: 'tok_n', security_code: 'tok_c' }, bin: '42424242', lastFour: '4242', network: 'visa' },
  });
  await vi.advanceTimersByTimeAsync(5000);
}

const saveBox = () => screen.queryByRole('checkbox', { name: en['cardForm.label.storeInstrument'] });
const verifiedAtZero = [expect.objectContaining({ paymentComposition: [expect.objectContaining({ storeInstrument: true, amount: { value: 0, currency: 'AED' } })] })];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.innerHTML = '<div id="target"></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('verifyOnly in a script-tag card form', () => {
  it('shows a verify button and no save box, and stores the card it verifies at zero amount', async () => {
    const authorizations = stubProvider();
    const cardForm = verification().cardForm({ verifyOnly: true, storeInstrument: false }).mount('#target');
    const frame = await readyFrame();
    expect(saveBox()).toBeNull();
    await verify(frame);
    // Stored although the page's storeInstrument said false: storing is the point.
    expect(authorizations).toEqual(verifiedAtZero);
    expect(screen.getByText(en['result.verify'])).toBeTruthy();
    expect(screen.queryByText(en['result.success'])).toBeNull();
    cardForm.unmount();
  });

  it('without it, the same session shows the save box and a pay button', async () => {
    stubProvider();
    const cardForm = verification().cardForm().mount('#target');
    await readyFrame();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeTruthy());
    expect(saveBox()).not.toBeNull();
    expect(screen.queryByRole('button', { name: en['payButton.verify'] })).toBeNull();
    cardForm.unmount();
  });
});

describe('card.verifyOnly in a script-tag drop-in', () => {
  it('offers the card alone, with a verify button, and stores the card it verifies at zero amount', async () => {
    const authorizations = stubProvider();
    const dropIn = verification().dropin({ card: { verifyOnly: true } }).mount('#target');
    const frame = await readyFrame();
    expect(screen.queryByRole('radio', { name: storedVisaCard.displayName })).toBeNull();
    expect(saveBox()).toBeNull();
    await verify(frame);
    expect(authorizations).toEqual(verifiedAtZero);
    expect(screen.getByText(en['result.verify'])).toBeTruthy();
    dropIn.unmount();
  });
});

describe('a verifyOnly that is not a boolean', () => {
  it('throws a PaymentClientError naming the option at cardForm() and dropin(), and mounts nothing', async () => {
    stubProvider();
    const client = verification();
    const cardError = thrownPaymentClientError(() => client.cardForm({ verifyOnly: 'yes' }).mount('#target'));
    expect(cardError).toMatchObject({ code: 'INVALID_CONFIGURATION', fields: ['cardFormOptions.verifyOnly'] });
    const dropInError = thrownPaymentClientError(() => client.dropin({ card: { verifyOnly: 1 } }).mount('#target'));
    expect(dropInError).toMatchObject({ code: 'INVALID_CONFIGURATION', fields: ['dropInOptions.card.verifyOnly'] });
    await vi.advanceTimersByTimeAsync(100);
    expect(document.querySelector('#target')!.childElementCount).toBe(0);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
