import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../embed/index';
import { cardFormOptionsSchema } from '../../headless/core/client/cardFormOptions';
import { dropInOptionsSchema } from '../../headless/core/dropIn/dropInOptions';
import { testInitResponse } from '../support/session';
import { answerFramePreloads } from './framePreloadAnswered';

answerFramePreloads();

/** The script tag parses a component's options at `cardForm()` / `dropin()`, and its hook takes them as they are. */
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const mounted = async (element: HTMLElement) => vi.waitFor(() => expect(element.querySelector('iframe')).not.toBeNull());

describe('the script tag parses options once', () => {
  it('a card form: at cardForm(), not again when it mounts', async () => {
    const parses = vi.spyOn(cardFormOptionsSchema, 'safeParse');
    const client = init(testInitResponse(), { environment: 'TEST' });
    const cardForm = client.cardForm({ showCardholderName: true });
    expect(parses).toHaveBeenCalledTimes(1);

    const element = document.body.appendChild(document.createElement('div'));
    cardForm.mount(element);
    await mounted(element);
    expect(parses).toHaveBeenCalledTimes(1);
    cardForm.unmount();
  });

  it('a drop-in: its options and its card options at dropin(), not again when it mounts', async () => {
    const cardParses = vi.spyOn(cardFormOptionsSchema, 'safeParse');
    const dropInParses = vi.spyOn(dropInOptionsSchema, 'safeParse');
    const client = init(testInitResponse(), { environment: 'TEST' });
    const dropIn = client.dropin({ preselectFirst: true, card: { showCardholderName: true } });
    expect([dropInParses.mock.calls.length, cardParses.mock.calls.length]).toEqual([1, 1]);

    const element = document.body.appendChild(document.createElement('div'));
    dropIn.mount(element);
    await mounted(element);
    expect([dropInParses.mock.calls.length, cardParses.mock.calls.length]).toEqual([1, 1]);
    dropIn.unmount();
  });
});

describe('bad options throw at cardForm() / dropin(), before anything mounts', () => {
  it('an unknown key, named with the nearest known one', () => {
    const client = init(testInitResponse(), { environment: 'TEST' });
    expect(() => client.cardForm({ showCardHolderName: true })).toThrow('cardFormOptions.showCardHolderName is not a known option; did you mean showCardholderName?');
    expect(() => client.dropin({ card: { showCardHolderName: true } })).toThrow('dropInOptions.card.showCardHolderName is not a known option; did you mean showCardholderName?');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a redirect method without returnInfo', () => {
    const paymentMethods = [{ paymentMethodCode: 'genericRedirect', clientConfig: { integrationType: 'redirect' } }];
    const client = init(testInitResponse({ paymentMethods }), { environment: 'TEST' });
    expect(() => client.dropin()).toThrow(expect.objectContaining({ code: 'INVALID_CONFIGURATION', fields: ['options.returnInfo'] }));
    const returning = init(testInitResponse({ paymentMethods }), { environment: 'TEST', returnInfo: { success: 'http://localhost:3000/ok', error: 'http://localhost:3000/failed' } });
    expect(() => returning.dropin()).not.toThrow();
  });
});
