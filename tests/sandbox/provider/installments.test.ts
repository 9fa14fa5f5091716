import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBin } from '../../../headless/core/card';
import { INSTALLMENT_COUNTS, installmentOptions } from '../../../sandbox/provider/installments';
import { createSession, useTestSandbox } from '../helpers';

const t = useTestSandbox();

describe('installmentOptions', () => {
  it('offers BR 2, 3, 6, 10 and MX 3, 6, 12 installments', () => {
    const options = installmentOptions({ value: 1200, currency: 'BRL' });
    expect(Object.keys(options).sort()).toEqual(['BR', 'MX']);
    expect(options.BR?.map((option) => option.count)).toEqual([2, 3, 6, 10]);
    expect(options.MX?.map((option) => option.count)).toEqual([3, 6, 12]);
  });

  it('rounds each installment up to a whole minor unit, in the session currency', () => {
    expect(installmentOptions({ value: 1001, currency: 'BRL' })).toEqual({
      BR: [
        { count: 2, amount: { value: 501, currency: 'BRL' } },
        { count: 3, amount: { value: 334, currency: 'BRL' } },
        { count: 6, amount: { value: 167, currency: 'BRL' } },
        { count: 10, amount: { value: 101, currency: 'BRL' } },
      ],
      MX: [
        { count: 3, amount: { value: 334, currency: 'BRL' } },
        { count: 6, amount: { value: 167, currency: 'BRL' } },
        { count: 12, amount: { value: 84, currency: 'BRL' } },
      ],
    });
  });

  it('never charges less than the amount, nor a whole minor unit per installment more than needed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (value) => {
        for (const options of Object.values(installmentOptions({ value, currency: 'MXN' }))) {
          for (const { count, amount } of options) {
            expect(Number.isInteger(amount.value)).toBe(true);
            expect(amount.value * count).toBeGreaterThanOrEqual(value);
            expect((amount.value - 1) * count).toBeLessThan(value);
            expect(amount.currency).toBe('MXN');
          }
        }
      }),
    );
  });
});

describe('installments in the session', () => {
  it('follows the session amount and currency', async () => {
    const session = await createSession(t.provider, { amount: { value: 1001, currency: 'MXN' } });
    const card = session.paymentMethods.find((method) => method.paymentMethodCode === 'card');
    expect(card?.clientConfig).toMatchObject({ supportsInstallments: true, supportsBillingInfo: true });
    expect(card?.clientConfig?.installments).toEqual(installmentOptions({ value: 1001, currency: 'MXN' }));
    expect(card?.clientConfig?.installments?.MX?.[2]).toEqual({ count: 12, amount: { value: 84, currency: 'MXN' } });
  });

  it.each([
    ['4000076000000002', 'BR'],
    ['4000048400000007', 'MX'],
  ])('offers installments to test card %s, whose BIN lookup names issuer %s', async (number, country) => {
    const session = await createSession(t.provider);
    const response = await t.provider.inject({
      method: 'POST',
      url: '/v1/bin-lookup',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { bin: cardBin(number) },
    });
    const issuer = (response.json() as { issuerCountry: { code: string } }).issuerCountry.code;
    expect(issuer).toBe(country);
    const offered = session.paymentMethods[0]?.clientConfig?.installments?.[issuer];
    expect(offered?.map((option) => option.count)).toEqual(INSTALLMENT_COUNTS[country]);
  });

  it('offers none to a card issued elsewhere (4242…, US)', async () => {
    const session = await createSession(t.provider);
    const response = await t.provider.inject({
      method: 'POST',
      url: '/v1/bin-lookup',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { bin: '42424242' },
    });
    const issuer = (response.json() as { issuerCountry: { code: string } }).issuerCountry.code;
    expect(issuer).toBe('US');
    expect(session.paymentMethods[0]?.clientConfig?.installments?.[issuer]).toBeUndefined();
  });
});
