import { describe, expect, it, vi } from 'vitest';
import { parseBlockOptions } from '../../../../headless/core/blocks/blockOptions';
import { blockScope } from '../../../../headless/core/blocks/blockScope';
import { blockShowsAlone, blockView } from '../../../../headless/core/blocks/blockView';
import { blockWithoutMethod } from '../../../../headless/core/blocks/paymentBlocks';
import { pairedCardFormEvents } from '../../../../headless/core/blocks/pairedEvents';
import { blockIdentity, canPair, type PairableCardForm, type PaymentBlockState } from '../../../../headless/core/blocks/paymentBlockState';
import { scopedClient } from '../../../../headless/core/blocks/scopedClient';
import { initialCheckoutState } from '../../../../headless/core/checkout/checkoutReducer';
import { checkoutView } from '../../../../headless/core/checkout/checkoutView';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createStore } from '../../../../headless/core/store/createStore';
import type { StoredInstrument } from '../../../../headless/core/session/sessionSchema';
import { testInitResponse, testSession } from '../../../support/session';
import { thrownPaymentClientError } from '../../../support/thrownPaymentClientError';

const UUIDS = { c1: '0b5e8f0e-5b1a-4c1e-9f5a-1d2c3b4a5e61', c2: '0b5e8f0e-5b1a-4c1e-9f5a-1d2c3b4a5e62', p1: '0b5e8f0e-5b1a-4c1e-9f5a-1d2c3b4a5e63' };
const card = (name: keyof typeof UUIDS, paymentMethod = 'card'): StoredInstrument => ({ id: UUIDS[name], displayName: `Card ${name}`, paymentMethod, status: 'enabled' }) as StoredInstrument;
const session = testSession({
  paymentMethods: [
    { paymentMethodCode: 'card', clientConfig: { flow: 'api' } },
    { paymentMethodCode: 'googlePay', clientConfig: {} },
    { paymentMethodCode: 'pix', clientConfig: { flow: 'redirect' } },
    { paymentMethodCode: 'genericRedirect', clientConfig: { flow: 'redirect' } },
  ] as never,
  storedInstruments: [card('c1'), card('p1', 'payPal')],
});
const returnInfo = { success: 'http://localhost:3000/ok', error: 'http://localhost:3000/error' };
const client = createPaymentClient(testInitResponse(session), { environment: 'TEST', returnInfo });
const noCardForm = () => false;

describe('parseBlockOptions', () => {
  it('takes the drop-in’s options and events, and picks the block’s method', () => {
    const onAuthorizeSuccess = () => {};
    const parsed = parseBlockOptions('genericRedirectButton', { autoHideTTL: 3000, events: { onAuthorizeSuccess } }, client, noCardForm);
    // Without paymentMethodCode, the session's first method of the kind.
    expect(parsed.paymentMethodCode).toBe('pix');
    expect(parsed.dropIn).toMatchObject({ autoHideTTL: 3000, events: { onAuthorizeSuccess } });
    expect(parseBlockOptions('genericRedirectButton', { paymentMethodCode: 'genericRedirect' }, client, noCardForm).paymentMethodCode).toBe('genericRedirect');
    expect(parseBlockOptions('googlePayButton', undefined, client, noCardForm).paymentMethodCode).toBe('googlePay');
    expect(parseBlockOptions('cardList', {}, client, noCardForm).paymentMethodCode).toBeUndefined();
  });

  it('names the session’s methods of the kind when paymentMethodCode is not one of them', () => {
    const error = thrownPaymentClientError(() => parseBlockOptions('genericRedirectButton', { paymentMethodCode: 'googlePay' }, client, noCardForm));
    expect(error.fields).toEqual(['genericRedirectButtonOptions.paymentMethodCode']);
    expect(error.message).toContain('must be one of "pix", "genericRedirect"');
    expect(thrownPaymentClientError(() => parseBlockOptions('dynamicElement', { paymentMethodCode: 'bankAccount' }, client, noCardForm)).message).toContain('is not a method of the session');
  });

  it('refuses what the block does not take, each field named', () => {
    expect(thrownPaymentClientError(() => parseBlockOptions('cardList', { card: {} }, client, noCardForm)).fields).toEqual(['cardListOptions.card']);
    const error = thrownPaymentClientError(() => parseBlockOptions('cardList', { cardForm: {}, paymentMethodCode: 'card' }, client, noCardForm));
    expect(error.fields).toEqual(['cardListOptions.cardForm', 'cardListOptions.paymentMethodCode']);
    expect(thrownPaymentClientError(() => parseBlockOptions('paypalButton', { showLogo: false }, client, noCardForm)).message).toContain('did you mean showLogos?');
    // The block's own option is among the names a typo is matched against.
    expect(thrownPaymentClientError(() => parseBlockOptions('genericRedirectButton', { paymentMetodCode: 'pix' }, client, noCardForm)).message).toContain('did you mean paymentMethodCode?');
  });

  it('needs, for a payment button, a card form the client can pair', () => {
    const form = {};
    expect(thrownPaymentClientError(() => parseBlockOptions('paymentButton', { cardForm: form }, client, noCardForm)).fields).toEqual(['paymentButtonOptions.cardForm']);
    expect(parseBlockOptions('paymentButton', { cardForm: form }, client, (value) => value === form).cardForm).toBe(form);
  });

  it('asks for return URLs only when the block’s own method leaves the page', () => {
    const bare = createPaymentClient(testInitResponse(session), { environment: 'TEST' });
    expect(() => parseBlockOptions('googlePayButton', {}, bare, noCardForm)).not.toThrow();
    expect(thrownPaymentClientError(() => parseBlockOptions('genericRedirectButton', { paymentMethodCode: 'genericRedirect' }, bare, noCardForm)).fields).toEqual(['options.returnInfo']);
  });
});

describe('scopedClient', () => {
  it('lists only the block’s part of the session, and follows a refresh', () => {
    const base = createPaymentClient(testInitResponse(session), { environment: 'TEST', returnInfo });
    const list = scopedClient(base, blockScope('cardList'));
    expect(list.session.paymentMethods).toEqual([]);
    expect(list.session.storedInstruments.map((instrument) => instrument.id)).toEqual([UUIDS.c1]);
    expect(list.session.token).toBe(base.session.token);
    expect(list.session).toBe(list.session);

    const heard = vi.fn();
    list.onSessionChange(heard);
    base.updateSession((current) => ({ ...current, storedInstruments: [...current.storedInstruments, card('c2')] }));
    expect(list.session.storedInstruments.map((instrument) => instrument.id)).toEqual([UUIDS.c1, UUIDS.c2]);
    expect(heard).toHaveBeenCalledWith(list.session);

    const wallet = scopedClient(base, blockScope('googlePayButton', 'googlePay'));
    expect(wallet.session.paymentMethods.map((method) => method.paymentMethodCode)).toEqual(['googlePay']);
    expect(wallet.session.storedInstruments).toEqual([]);
    expect(wallet.locale).toBe(base.locale);
  });
});

describe('blockWithoutMethod', () => {
  it('names a block whose method the session does not offer; the card list and the payment button need none', () => {
    const methods = [{ paymentMethodCode: 'googlePay' }, { paymentMethodCode: 'pix' }];
    expect(blockWithoutMethod('googlePayButton', 'googlePay', methods)).toBeNull();
    expect(blockWithoutMethod('applePayButton', 'applePay', methods)).toBe('applePayButton: the session offers no applePay method, so it shows nothing');
    expect(blockWithoutMethod('dynamicElement', undefined, methods)).toBe('dynamicElement: the session offers no form method, so it shows nothing');
    expect(blockWithoutMethod('cardList', undefined, [])).toBeNull();
    expect(blockWithoutMethod('paymentButton', undefined, [])).toBeNull();
  });
});

describe('a block’s view', () => {
  it('a wallet block has no pay button; the others keep the drop-in’s', () => {
    const view = checkoutView(initialCheckoutState, { canPay: false, payButtonKind: 'pay', screenWidth: 1024 });
    expect(blockView('googlePayButton', view).payButton).toBeNull();
    expect(blockView('paypalButton', view).payButton).toBeNull();
    expect(blockView('cardList', view).payButton).toEqual(view.payButton);
    expect(blockView('dynamicElement', view)).toBe(view);
    expect(blockShowsAlone('cardList')).toBe(false);
    expect(blockShowsAlone('genericRedirectButton')).toBe(true);
  });

  it('a block starts over on an update only when more than its callbacks changed', () => {
    const parse = (options: unknown) => parseBlockOptions('googlePayButton', options, client, noCardForm);
    expect(blockIdentity(parse({ events: { onAuthorizeSuccess: () => 1 } }))).toBe(blockIdentity(parse({ events: { onAuthorizeSuccess: () => 2 } })));
    expect(blockIdentity(parse({ events: { onAuthorizeSuccess: () => 1 } }))).not.toBe(blockIdentity(parse({ events: { onAuthorizeFailed: () => 1 } })));
    expect(blockIdentity(parse({ texts: { 'payButton.pay': 'A' } }))).not.toBe(blockIdentity(parse({ texts: { 'payButton.pay': 'B' } })));
  });
});

describe('pairing a card form with a payment button', () => {
  it('pairs a new button with an unmounted, unpaired form; an update keeps the form it pays', () => {
    const creating = createStore({} as PaymentBlockState);
    const form: PairableCardForm = { options: {} as never, started: false };
    expect(canPair(undefined, creating)).toBe(false);
    expect(canPair(form, creating)).toBe(true);
    expect(canPair({ ...form, started: true }, creating)).toBe(false);
    expect(canPair({ ...form, button: createStore({} as PaymentBlockState) }, creating)).toBe(false);

    const created = createStore({ options: {}, element: null } as PaymentBlockState);
    expect(canPair({ ...form, started: true, button: created }, created)).toBe(true);
    expect(canPair(form, created)).toBe(false);
  });

  it('calls the form’s callbacks, then the button’s; either may stop the payment', async () => {
    const calls: string[] = [];
    const events = pairedCardFormEvents(
      { onAuthorizeSuccess: () => void calls.push('form'), onAuthorizeRequestStart: () => true, onChange: () => void calls.push('change') },
      { onAuthorizeSuccess: () => void calls.push('button'), onAuthorizeRequestStart: async () => false, onPaymentOptionSelected: () => {} },
    );
    events.onAuthorizeSuccess!({ executionId: 'exe_1', status: 'authorizeSuccessful' });
    expect(calls).toEqual(['form', 'button']);
    expect(await events.onAuthorizeRequestStart!()).toBe(false);
    // Only what a card payment raises; a callback given once is passed as it is.
    expect(Object.keys(events).sort()).toEqual(['onAuthorizeRequestStart', 'onAuthorizeSuccess', 'onChange']);
    const stopped = vi.fn();
    const formStops = pairedCardFormEvents({ onAuthorizeRequestStart: () => false }, { onAuthorizeRequestStart: stopped });
    expect(formStops.onAuthorizeRequestStart!()).toBe(false);
    expect(stopped).not.toHaveBeenCalled();
  });
});
