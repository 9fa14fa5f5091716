import { describe, expect, it } from 'vitest';
import { installmentLabel, installmentOptionsFor } from '../../../../headless/core/cardForm/installments';
import { enrollsInNetworkOffers } from '../../../../headless/core/cardForm/networkOffers';
import { createTranslator } from '../../../../headless/core/i18n/translate';
import type { PaymentMethod } from '../../../../headless/core/session/sessionSchema';

const brl = (value: number) => ({ value, currency: 'BRL' });
const methods = (supportsInstallments: boolean): PaymentMethod[] => [
  { paymentMethodCode: 'card', clientConfig: { supportsInstallments, installments: { BR: [{ count: 3, amount: brl(3334) }] } } },
];

describe('installment options', () => {
  it('are keyed by the issuer country', () => {
    expect(installmentOptionsFor(methods(true), 'BR')).toEqual([{ count: 3, amount: brl(3334) }]);
    expect(installmentOptionsFor(methods(true), 'US')).toEqual([]);
    expect(installmentOptionsFor(methods(true), undefined)).toEqual([]);
  });

  it('are none when the card method does not support them', () => {
    expect(installmentOptionsFor(methods(false), 'BR')).toEqual([]);
    expect(installmentOptionsFor([], 'BR')).toEqual([]);
  });

  it("read 'count x amount'", () => {
    expect(installmentLabel({ count: 3, amount: brl(3334) }, 'en', createTranslator('en'))).toBe('3 x R$33.34');
  });
});

describe('enrollment to network offers (PC-CARDFORM-7)', () => {
  it('applies only with the option set and a network other than mastercard', () => {
    expect(enrollsInNetworkOffers(true, 'visa')).toBe(true);
    expect(enrollsInNetworkOffers(true, 'mastercard')).toBe(false);
    expect(enrollsInNetworkOffers(true, null)).toBe(false);
    expect(enrollsInNetworkOffers(false, 'visa')).toBe(false);
  });
});
