/**
 * At least 2 characters of letters (any script, with their combining marks), space, comma,
 * period, hyphen or apostrophe (PC-CARD-7). The typographic apostrophe ’ counts as one: phone
 * keyboards type it in place of '.
 */
const CARDHOLDER_NAME = /^[\p{L}\p{M} ,.'’-]{2,}$/u;

export function isValidCardholderName(value: string): boolean {
  return CARDHOLDER_NAME.test(value) && value.trim().length >= 2;
}
