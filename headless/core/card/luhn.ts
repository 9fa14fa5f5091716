const DIGITS_ONLY = /^\d+$/;

/** Sum of the Luhn weights; `doubleLast` says whether the rightmost digit is doubled. */
function luhnSum(digits: string, doubleLast: boolean): number {
  let sum = 0;
  let double = doubleLast;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum;
}

/** The Luhn (mod 10) checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  return DIGITS_ONLY.test(digits) && luhnSum(digits, false) % 10 === 0;
}

/** The check digit that, appended to `payload`, makes it pass the Luhn checksum. */
export function luhnCheckDigit(payload: string): string {
  // The message never repeats the input: it may be part of a card number.
  if (!DIGITS_ONLY.test(payload)) throw new TypeError('luhnCheckDigit expects a non-empty string of digits');
  // Once the check digit is appended, the payload's last digit is the first one doubled.
  return String((10 - (luhnSum(payload, true) % 10)) % 10);
}
