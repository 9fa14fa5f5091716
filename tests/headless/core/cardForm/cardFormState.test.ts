import { describe, expect, it } from 'vitest';
import type { CountryRecord } from '../../../../headless/core/address/billingAddress';
import type { Countries } from '../../../../headless/core/address/countries';
import {
  cardNetwork,
  initialCardFormState,
  withBinLookup,
  withCountries,
  withCountry,
  withElementState,
  withInstallment,
  withPostalCode,
  withPostalCodeBlurred,
  withStoreInstrument,
  type CardFormState,
} from '../../../../headless/core/cardForm/cardFormState';
import type { ElementState } from '../../../../headless/core/frame/elementTypes';

const valid: ElementState = { isEmpty: false, isComplete: true, isValid: true, isFocused: false, isRequired: true, network: 'visa' };

const GB: CountryRecord = { code: 'GB', name: 'United Kingdom', iso3: 'GBR', timezones: ['Europe/London'], showPostalCode: true, postalCodeRegex: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}' };
const AE: CountryRecord = { code: 'AE', name: 'United Arab Emirates', iso3: 'ARE', timezones: ['Asia/Dubai'], showPostalCode: false };
const XX: CountryRecord = { code: 'XX', name: 'Freeform', iso3: 'XXX', timezones: [], showPostalCode: true, postalCodeRegex: null };
const countries: Countries = { list: [GB, AE, XX], byCode: new Map([GB, AE, XX].map((c) => [c.code, c])) };

const filled = (state: CardFormState) =>
  (['CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'] as const).reduce((s, element) => withElementState(s, element, valid), state);

describe('card form validity (PC-CARDFORM-4)', () => {
  it('is valid when every field is non-empty and valid and the selector is off', () => {
    expect(filled(initialCardFormState()).isValid).toBe(true);
    expect(withElementState(filled(initialCardFormState()), 'CVV', { ...valid, isValid: false }).isValid).toBe(false);
    expect(initialCardFormState().isValid).toBe(false);
  });

  it('with the selector on, also needs a chosen country', () => {
    const state = withCountries(filled(initialCardFormState(true)), countries);
    expect(state.isValid).toBe(false);
    expect(withCountry(state, 'AE').isValid).toBe(true);
  });

  it('needs a postal code matching the regex where the country shows one', () => {
    const gb = withCountry(withCountries(filled(initialCardFormState(true)), countries), 'GB');
    expect(gb.isValid).toBe(false);
    expect(withPostalCode(gb, 'nope').isValid).toBe(false);
    expect(withPostalCode(gb, 'SW1A 1AA').isValid).toBe(true);
  });

  it('needs a non-empty postal code where the country has no regex', () => {
    const xx = withCountry(withCountries(filled(initialCardFormState(true)), countries), 'XX');
    expect(xx.isValid).toBe(false);
    expect(withPostalCode(xx, 'anything').isValid).toBe(true);
  });

  it('ignores a country code the asset does not list', () => {
    const state = withCountries(initialCardFormState(true), countries);
    expect(withCountry(state, 'ZZ')).toBe(state);
  });
});

describe('postal code error class (PC-CARDFORM-6)', () => {
  const gb = withCountry(withCountries(initialCardFormState(true), countries), 'GB');

  it('shows on focus-out when invalid and clears on input', () => {
    const blurred = withPostalCodeBlurred(withPostalCode(gb, 'SW1'));
    expect(blurred.billingAddress.showPostalCodeError).toBe(true);
    expect(withPostalCode(blurred, 'SW1A').billingAddress.showPostalCodeError).toBe(false);
  });

  it('stays off on focus-out when valid, and for a country without postal code', () => {
    expect(withPostalCodeBlurred(withPostalCode(gb, 'SW1A 1AA')).billingAddress.showPostalCodeError).toBe(false);
    expect(withPostalCodeBlurred(withCountry(gb, 'AE')).billingAddress.showPostalCodeError).toBe(false);
  });
});

describe('BIN lookup, installments and store checkbox', () => {
  const options = [
    { count: 3, amount: { value: 267, currency: 'EUR' } },
    { count: 6, amount: { value: 134, currency: 'EUR' } },
  ];

  it('takes the lookup network over detection and resets a selection the new options lack', () => {
    let state = withElementState(initialCardFormState(), 'CARD_NUMBER', valid);
    state = withBinLookup(state, { bin: '400007', network: 'elo', issuerCountry: { code: 'BR' } }, options);
    expect(cardNetwork(state)).toBe('elo');
    state = withInstallment(state, 6);
    expect(state.installments.selectedCount).toBe(6);
    expect(withInstallment(state, 12).installments.selectedCount).toBe(6);
    state = withBinLookup(state, { bin: '424242' }, []);
    expect(state.installments).toEqual({ options: [], selectedCount: null });
    expect(cardNetwork(state)).toBe('visa');
  });

  it('checks the store box only when the checkbox is offered', () => {
    expect(withStoreInstrument(initialCardFormState(false, true), true).storeInstrument).toBe(true);
    expect(withStoreInstrument(initialCardFormState(false, false), true).storeInstrument).toBe(false);
  });
});
