import { isBillingAddressValid, type CountryRecord } from '../address/billingAddress';
import type { Countries } from '../address/countries';
import type { BinLookupResult } from '../binLookup/binLookup';
import type { CardElementType, ElementState } from '../frame/elementTypes';
import type { InstallmentOption } from './installments';

export interface BillingAddressState {
  /** The merchant turned the country + postal code selector on. */
  enabled: boolean;
  /** Null until the countries asset has loaded. */
  countries: Countries | null;
  loadError: string | null;
  countryCode: string | null;
  postalCode: string;
  /** PC-CARDFORM-6: the postal input shows its error on focus-out when invalid, and input clears it. */
  showPostalCodeError: boolean;
  isValid: boolean;
}

export interface CardFormState {
  status: 'loading' | 'ready';
  elements: Partial<Record<CardElementType, ElementState>>;
  binLookup: BinLookupResult | null;
  /** Whether the 'Save instrument for future payments' checkbox is offered, and its state. */
  showStoreInstrument: boolean;
  storeInstrument: boolean;
  installments: { options: readonly InstallmentOption[]; selectedCount: number | null };
  billingAddress: BillingAddressState;
  /** PC-CARDFORM-4: every field non-empty and valid and, with the selector on, the address valid. */
  isValid: boolean;
}

export function initialCardFormState(billingAddressEnabled = false, showStoreInstrument = false): CardFormState {
  return {
    status: 'loading',
    elements: {},
    binLookup: null,
    showStoreInstrument,
    storeInstrument: false,
    installments: { options: [], selectedCount: null },
    billingAddress: {
      enabled: billingAddressEnabled,
      countries: null,
      loadError: null,
      countryCode: null,
      postalCode: '',
      showPostalCodeError: false,
      isValid: false,
    },
    isValid: false,
  };
}

export function areFieldsValid(elements: CardFormState['elements']): boolean {
  const states = Object.values(elements);
  return states.length > 0 && states.every((state) => state && state.isValid && (!state.isEmpty || !state.isRequired));
}

/** The BIN lookup's network when it answered one, else the frame's detection. */
export function cardNetwork(state: CardFormState): string | null {
  return state.binLookup?.network ?? state.elements.CARD_NUMBER?.network ?? null;
}

export function selectedCountry(address: BillingAddressState): CountryRecord | null {
  return (address.countryCode && address.countries?.byCode.get(address.countryCode)) || null;
}

function withValidity(state: CardFormState): CardFormState {
  const address = state.billingAddress;
  const addressValid = isBillingAddressValid(selectedCountry(address), address.postalCode);
  const billingAddress = addressValid === address.isValid ? address : { ...address, isValid: addressValid };
  const isValid = areFieldsValid(state.elements) && (!address.enabled || addressValid);
  return { ...state, billingAddress, isValid };
}

export function withElementState(state: CardFormState, element: CardElementType, elementState: ElementState): CardFormState {
  const elements = { ...state.elements, [element]: elementState };
  return withValidity({ ...state, elements });
}

/** A lookup answer drives the network and the installment options of the issuer's country. */
export function withBinLookup(state: CardFormState, result: BinLookupResult | null, options: readonly InstallmentOption[]): CardFormState {
  const selectedCount = options.some((option) => option.count === state.installments.selectedCount) ? state.installments.selectedCount : null;
  return {
    ...state,
    binLookup: result,
    installments: { options, selectedCount },
  };
}

export function withStoreInstrument(state: CardFormState, storeInstrument: boolean): CardFormState {
  return { ...state, storeInstrument: state.showStoreInstrument && storeInstrument };
}

export function withInstallment(state: CardFormState, count: number | null): CardFormState {
  const known = count === null || state.installments.options.some((option) => option.count === count);
  return known ? { ...state, installments: { ...state.installments, selectedCount: count } } : state;
}

export function withCountries(state: CardFormState, countries: Countries): CardFormState {
  return withValidity({ ...state, billingAddress: { ...state.billingAddress, countries, loadError: null } });
}

export function withCountriesError(state: CardFormState, message: string): CardFormState {
  return { ...state, billingAddress: { ...state.billingAddress, loadError: message } };
}

export function withCountry(state: CardFormState, countryCode: string | null): CardFormState {
  const known = countryCode === null || state.billingAddress.countries?.byCode.has(countryCode);
  if (!known) return state;
  return withValidity({ ...state, billingAddress: { ...state.billingAddress, countryCode, showPostalCodeError: false } });
}

export function withPostalCode(state: CardFormState, postalCode: string): CardFormState {
  return withValidity({ ...state, billingAddress: { ...state.billingAddress, postalCode, showPostalCodeError: false } });
}

export function withPostalCodeBlurred(state: CardFormState): CardFormState {
  const address = state.billingAddress;
  const showPostalCodeError = !address.isValid && selectedCountry(address)?.showPostalCode === true;
  return showPostalCodeError === address.showPostalCodeError ? state : { ...state, billingAddress: { ...address, showPostalCodeError } };
}
