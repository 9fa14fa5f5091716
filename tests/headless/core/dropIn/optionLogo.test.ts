import { describe, expect, it } from 'vitest';
import { optionLogoUrl } from '../../../../headless/core/dropIn/optionLogo';
import type { PaymentOption } from '../../../../headless/core/dropIn/paymentOptions';

const ASSETS = 'http://127.0.0.1:4100/assets/';
const stored = (paymentMethod: string, network?: string): PaymentOption => ({
  id: 'stored:1',
  kind: 'storedInstrument',
  paymentMethodCode: paymentMethod,
  instrument: { id: '1', paymentMethod, status: 'enabled', ...(network ? { data: { network } } : {}) },
});

describe('optionLogoUrl', () => {
  it.each(['card', 'payPal', 'googlePay', 'applePay', 'pix', 'bankAccount'])('points a %s option at its method logo on the assets host', (code) => {
    expect(optionLogoUrl({ id: code, kind: 'redirect', paymentMethodCode: code }, ASSETS)).toBe(`${ASSETS}payment-methods/${code}.svg`);
  });

  it('shows a stored card with the icon of its network, the default one when the network is unknown', () => {
    expect(optionLogoUrl(stored('card', 'visa'), ASSETS)).toBe(`${ASSETS}card-icons/visa.svg`);
    expect(optionLogoUrl(stored('card'), ASSETS)).toBe(`${ASSETS}card-icons/default.svg`);
  });

  it('shows a stored PayPal or Google Pay instrument with its method logo', () => {
    expect(optionLogoUrl(stored('payPal'), ASSETS)).toBe(`${ASSETS}payment-methods/payPal.svg`);
    expect(optionLogoUrl(stored('googlePay', 'visa'), ASSETS)).toBe(`${ASSETS}payment-methods/googlePay.svg`);
  });

  it('keeps a code or network with path characters inside its folder of the assets host', () => {
    expect(optionLogoUrl({ id: 'x', kind: 'form', paymentMethodCode: '../../v1/x' }, 'https://assets.example/v2/')).toBe('https://assets.example/v2/payment-methods/..%2F..%2Fv1%2Fx.svg');
    expect(optionLogoUrl(stored('card', '//evil.example/x?'), ASSETS)).toBe(`${ASSETS}card-icons/%2F%2Fevil.example%2Fx%3F.svg`);
  });
});
