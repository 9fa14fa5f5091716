/** At least 2 characters of letters (any script), space, comma, period, hyphen or apostrophe. */
const CARDHOLDER_NAME = /^[\p{L}\p{M} ,.'\-]{2,}$/u;

export function isValidCardholderName(value: string): boolean {
  return CARDHOLDER_NAME.test(value) && value.trim().length >= 2;
}
