import { describe, expect, it } from 'vitest';
import { isBillingAddressValid, toBillingAddress, type CountryRecord } from '../../../../headless/core/address/billingAddress';

const country = (overrides: Partial<CountryRecord>): CountryRecord => ({
  code: 'GB', name: 'United Kingdom', iso3: 'GBR', timezones: ['Europe/London'], showPostalCode: true, ...overrides,
});
const gb = country({ postalCodeRegex: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}' });
const ae = country({ code: 'AE', name: 'United Arab Emirates', iso3: 'ARE', showPostalCode: false });
const noRegex = country({ code: 'XX', postalCodeRegex: null });

describe('billing address', () => {
  it('needs a country', () => {
    expect(isBillingAddressValid(null, 'SW1A 1AA')).toBe(false);
  });

  it('matches the postal code against the whole of the country regex', () => {
    expect(isBillingAddressValid(gb, 'SW1A 1AA')).toBe(true);
    expect(isBillingAddressValid(gb, 'nope')).toBe(false);
    expect(isBillingAddressValid(gb, 'XSW1A 1AAX')).toBe(false);
  });

  it('needs no postal code where the country shows none', () => {
    expect(isBillingAddressValid(ae, '')).toBe(true);
    expect(toBillingAddress(ae, 'ignored')).toEqual({ country: { code: 'AE', fullName: 'United Arab Emirates', iso3: 'ARE' } });
  });

  it('needs a non-empty postal code where the country has no regex', () => {
    expect(isBillingAddressValid(noRegex, ' ')).toBe(false);
    expect(isBillingAddressValid(noRegex, '12')).toBe(true);
  });

  it('falls back to non-empty when the asset carries a broken pattern', () => {
    expect(isBillingAddressValid(country({ postalCodeRegex: '([' }), '123')).toBe(true);
  });

  it('builds the billing address of PC-ADDRESS-1', () => {
    expect(toBillingAddress(gb, ' SW1A 1AA ')).toEqual({ country: { code: 'GB', fullName: 'United Kingdom', iso3: 'GBR' }, postalCode: 'SW1A 1AA' });
  });
});
