import {
  checkCardNumber,
  formatCardNumber,
  formatExpiryInput,
  isValidCardholderName,
  isValidExpiry,
  isValidExpiryMonth,
  isUsableExpiryYear,
  parseExpiryDate,
  expiryYearLength,
  type ExpiryDateFormat,
  type ExpiryYearFormat,
  isValidSecurityCode,
  securityCodeLength,
  type CardNetwork,
} from '../../headless/core/card';
import type { CardElementType, ElementState } from '../../headless/core/frame/elementTypes';

export interface FieldCheck {
  /** What the input shows after formatting. */
  display: string;
  state: Omit<ElementState, 'isFocused' | 'isRequired'>;
}

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export interface ExpiryFormats {
  date: ExpiryDateFormat;
  year: ExpiryYearFormat;
}

const DEFAULT_FORMATS: ExpiryFormats = { date: 'MM/YY', year: 'YY' };

/** Formats and validates one field with the core card rules; the number's network drives the CVC. */
export function checkField(
  element: CardElementType,
  raw: string,
  network: CardNetwork | null,
  formats: ExpiryFormats = DEFAULT_FORMATS,
  now = new Date(),
): FieldCheck {
  switch (element) {
    case 'CARD_NUMBER': {
      const display = formatCardNumber(raw);
      const check = checkCardNumber(display);
      return { display, state: { isEmpty: check.isEmpty, isComplete: check.isComplete, isValid: check.isValid, network: check.network } };
    }
    case 'EXPIRATION_DATE': {
      const display = formatExpiryInput(raw, formats.date);
      const isComplete = display.replace(/\D/g, '').length === formats.date.replace(/\W/g, '').length;
      const isValid = isComplete && isValidExpiry(parseExpiryDate(display, formats.date), now);
      return { display, state: { isEmpty: display === '', isComplete, isValid, network } };
    }
    case 'EXPIRATION_MONTH': {
      const display = digitsOnly(raw, 2);
      return { display, state: { isEmpty: display === '', isComplete: display.length === 2, isValid: isValidExpiryMonth(display), network } };
    }
    case 'EXPIRATION_YEAR': {
      const length = expiryYearLength(formats.year);
      const display = digitsOnly(raw, length);
      const isValid = isUsableExpiryYear(display, formats.year, now);
      return { display, state: { isEmpty: display === '', isComplete: display.length === length, isValid, network } };
    }
    case 'CVV': {
      const display = digitsOnly(raw, securityCodeLength(network));
      const isComplete = display.length >= 3;
      return { display, state: { isEmpty: display === '', isComplete, isValid: display !== '' && isValidSecurityCode(display, network), network } };
    }
    case 'CARDHOLDER_NAME': {
      const display = raw.replace(/\s{2,}/g, ' ').slice(0, 100);
      const isValid = isValidCardholderName(display);
      return { display, state: { isEmpty: display.trim() === '', isComplete: isValid, isValid, network } };
    }
  }
}
