import { cardNumberDigits, isValidPin, type CardNetwork, type ExpiryDateFormat, type ExpiryYearFormat } from '../../headless/core/card';
import type { ElementType, ElementDefinition } from '../../headless/core/frame/elementDefinition';
import { CARD_ELEMENT_TYPES, type CardElementType } from '../../headless/core/frame/elementTypes';
import { checkField, type ExpiryFormats } from '../card/fieldRules';

/** How a card element is labelled and autofilled; texts come from the card frame's catalog. */
export interface CardFieldSpec {
  /** The `name` browsers recognise for autofill. */
  name: string;
  autocomplete: AutoFill;
  textKey: string;
  errorKey: string;
  numeric: boolean;
}

export const CARD_FIELDS: Readonly<Record<CardElementType, CardFieldSpec>> = {
  CARD_NUMBER: { name: 'cardnumber', autocomplete: 'cc-number', textKey: 'cardNumber', errorKey: 'cardNumber', numeric: true },
  CARDHOLDER_NAME: { name: 'ccname', autocomplete: 'cc-name', textKey: 'cardholderName', errorKey: 'cardholderName', numeric: false },
  EXPIRATION_DATE: { name: 'exp-date', autocomplete: 'cc-exp', textKey: 'expiryDate', errorKey: 'expiryDate', numeric: true },
  EXPIRATION_MONTH: { name: 'exp-month', autocomplete: 'cc-exp-month', textKey: 'expiryMonth', errorKey: 'expiryDate', numeric: true },
  EXPIRATION_YEAR: { name: 'exp-year', autocomplete: 'cc-exp-year', textKey: 'expiryYear', errorKey: 'expiryDate', numeric: true },
  CVV: { name: 'cvc', autocomplete: 'cc-csc', textKey: 'securityCode', errorKey: 'securityCode', numeric: true },
};

/** PIN: empty or 4-12 digits (PC-CARD-9); the input takes no more. */
const PIN_MAX_LENGTH = 12;
const PIN_MIN_LENGTH = 4;

export const isCardType = (type: ElementType): type is CardElementType => (CARD_ELEMENT_TYPES as readonly string[]).includes(type);

/** Types whose control is typed into, as opposed to checked or selected. */
export const isTextType = (type: ElementType) => type !== 'CHECKBOX' && type !== 'RADIO' && type !== 'DROPDOWN';

export interface TypeCheck {
  /** What a text control shows after formatting. */
  display: string;
  isEmpty: boolean;
  isComplete: boolean;
  /** The type's own rule (card rules, PIN digits); required and merchant rules come after. */
  isValid: boolean;
  /** Card number only: the network its digits name. */
  network: CardNetwork | null;
}

/** An expiry element's format as the card form's rules take it; the defaults for the rest. */
export function expiryFormatsOf(definition: Pick<ElementDefinition, 'type' | 'format'>): ExpiryFormats {
  return {
    date: definition.type === 'EXPIRATION_DATE' && definition.format ? (definition.format as ExpiryDateFormat) : 'MM/YY',
    year: definition.type === 'EXPIRATION_YEAR' && definition.format ? (definition.format as ExpiryYearFormat) : 'YY',
  };
}

/**
 * Formats and checks one element's raw value by its type: card types with the card form's
 * rules (the number's network drives the CVC, an expiry takes its element's format), PIN as
 * digits, the rest as given.
 */
export function checkType(type: ElementType, raw: string, network: CardNetwork | null, formats?: ExpiryFormats): TypeCheck {
  if (isCardType(type)) {
    const { display, state } = checkField(type, raw, network, formats);
    return { display, isEmpty: state.isEmpty, isComplete: state.isComplete, isValid: state.isValid, network: type === 'CARD_NUMBER' ? (state.network as CardNetwork | null) : network };
  }
  if (type === 'PIN') {
    const display = raw.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH);
    return { display, isEmpty: display === '', isComplete: display.length >= PIN_MIN_LENGTH, isValid: isValidPin(display), network: null };
  }
  const isEmpty = raw.trim() === '';
  return { display: raw, isEmpty, isComplete: !isEmpty, isValid: true, network: null };
}

/** The value stored in the vault: digits of a card number, an expiry without spaces, a trimmed name. */
export function submittedValue(type: ElementType, display: string): string {
  if (type === 'CARD_NUMBER') return cardNumberDigits(display);
  if (type === 'EXPIRATION_DATE') return display.replace(/\s/g, '');
  if (type === 'CARDHOLDER_NAME') return display.trim();
  return display;
}

/** The catalog key of the error shown when the type's own rule fails. */
export function typeErrorKey(type: ElementType): string {
  if (isCardType(type)) return `cardForm.error.${CARD_FIELDS[type].errorKey}`;
  return type === 'PIN' ? 'collect.error.pin' : 'collect.error.invalid';
}
