import { describe, expect, it } from 'vitest';
import { buildPaymentOptions, instrumentDisplayName, isListedInstrument } from '../../../../headless/core/dropIn/paymentOptions';
import type { PaymentMethod, StoredInstrument } from '../../../../headless/core/session/sessionSchema';

const method = (paymentMethodCode: string, clientConfig: PaymentMethod['clientConfig'] = {}): PaymentMethod => ({ paymentMethodCode, clientConfig });
const instrument = (id: string, paymentMethod: string, status: StoredInstrument['status'], displayName?: string): StoredInstrument => ({
  id,
  paymentMethod,
  status,
  ...(displayName === undefined ? {} : { displayName }),
});

const paymentMethods = [
  method('modo', { integrationType: 'redirect', flow: 'polling' }),
  method('applePay'),
  method('bankAccount', { instrumentDataSchema: { type: 'object' } }),
  method('genericRedirect', { integrationType: 'redirect' }),
  method('googlePay'),
  method('card', { flow: 'api' }),
  method('payPal'),
  method('pix', { integrationType: 'redirect', flow: 'polling' }),
  method('somethingNew'),
];
const storedInstruments = [
  instrument('c1', 'card', 'enabled', 'Visa •••• 4242'),
  instrument('p1', 'payPal', 'enabled', 'PayPal a@b.example'),
  instrument('p2', 'payPal', 'disabled', 'PayPal old'),
  instrument('g1', 'googlePay', 'created'),
  instrument('g2', 'googlePay', 'enabled'),
  instrument('c2', 'card', 'deleted', 'Mastercard •••• 4444'),
];

describe('buildPaymentOptions', () => {
  it("lists stored instruments, card, PayPal, Google Pay, Apple Pay, then redirect methods, then forms — wallets once available", () => {
    const options = buildPaymentOptions({ paymentMethods, storedInstruments }, new Set(['payPal', 'googlePay', 'applePay']));
    expect(options.map((option) => option.id)).toEqual([
      'stored:c1', 'stored:p1', 'stored:g2', 'card', 'payPal', 'googlePay', 'applePay', 'modo', 'genericRedirect', 'pix', 'bankAccount',
    ]);
    expect(options.find((option) => option.id === 'pix')?.kind).toBe('redirect');
    expect(options.find((option) => option.id === 'bankAccount')?.kind).toBe('form');
  });

  it('leaves wallets out until their availability is confirmed', () => {
    const ids = buildPaymentOptions({ paymentMethods, storedInstruments: [] }, new Set(['googlePay'])).map((option) => option.id);
    expect(ids).toContain('googlePay');
    expect(ids).not.toContain('payPal');
    expect(ids).not.toContain('applePay');
  });

  it('lists only enabled PayPal and Google Pay instruments', () => {
    expect(isListedInstrument(instrument('x', 'payPal', 'disabled'))).toBe(false);
    expect(isListedInstrument(instrument('x', 'googlePay', 'created'))).toBe(false);
    expect(isListedInstrument(instrument('x', 'googlePay', 'enabled'))).toBe(true);
    expect(isListedInstrument(instrument('x', 'card', 'created'))).toBe(true);
    expect(isListedInstrument(instrument('x', 'card', 'deleted'))).toBe(false);
  });

  it('leaves out a card that cannot pay: deleted, invalid, or disabled (not offered)', () => {
    expect(['enabled', 'created', 'transient', 'deleted', 'invalid', 'disabled'].filter((status) => isListedInstrument(instrument('x', 'card', status as StoredInstrument['status'])))).toEqual([
      'enabled',
      'created',
      'transient',
    ]);
  });

  it("falls back to 'Unavailable' for an instrument without a display name", () => {
    expect(instrumentDisplayName(instrument('x', 'card', 'enabled'))).toBe('Unavailable');
    expect(instrumentDisplayName(instrument('x', 'card', 'enabled', '  '))).toBe('Unavailable');
    expect(instrumentDisplayName(instrument('x', 'card', 'enabled', 'Visa •••• 4242'))).toBe('Visa •••• 4242');
  });
});
