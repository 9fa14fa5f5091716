/** Card element types (PC-COLLECT-1), and the vault columns they map to. */
export const CARD_ELEMENT_TYPES = [
  'CARDHOLDER_NAME',
  'CARD_NUMBER',
  'EXPIRATION_DATE',
  'EXPIRATION_MONTH',
  'EXPIRATION_YEAR',
  'CVV',
] as const;

export type CardElementType = (typeof CARD_ELEMENT_TYPES)[number];

export const ELEMENT_COLUMNS: Readonly<Record<CardElementType, string>> = {
  CARDHOLDER_NAME: 'cardholder_name',
  CARD_NUMBER: 'card_number',
  EXPIRATION_DATE: 'expiry_date',
  EXPIRATION_MONTH: 'expiry_month',
  EXPIRATION_YEAR: 'expiry_year',
  CVV: 'security_code',
};

/**
 * Element state (PC-COLLECT-3), without `value`: values of card fields never leave the frame
 * (SEC-5).
 */
export interface ElementState {
  isEmpty: boolean;
  isComplete: boolean;
  isValid: boolean;
  isFocused: boolean;
  isRequired: boolean;
  network: string | null;
  /** Card number only, once at least 6 digits are typed. */
  bin?: string;
  /**
   * Card number only, once at least 6 digits are typed: its masked display (PC-CARD-6), the
   * first 6 digits (8 for 16 or more) and X for each other digit; never the digits themselves.
   */
  maskedValue?: string;
}

export const ELEMENT_EVENTS = ['CHANGE', 'FOCUS', 'BLUR', 'READY', 'SUBMIT'] as const;
export type ElementEvent = (typeof ELEMENT_EVENTS)[number];
