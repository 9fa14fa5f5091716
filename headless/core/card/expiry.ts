import { DEFAULT_EXPIRY_YEAR_FORMAT, expiryYearLength, parseExpiryYear, type ExpiryYearFormat } from './expiryYearFormat';

// Expiry rules (PC-CARD-10): a 2-digit month, and a card that has expired is invalid.

export interface ExpiryParts {
  month: number;
  /** Four-digit year. */
  year: number;
}

export function isValidExpiryMonth(value: string): boolean {
  return /^(0[1-9]|1[0-2])$/.test(value);
}

/** A card is usable through the last day of its expiry month, so the current month has not expired. */
export function hasExpired({ month, year }: ExpiryParts, now: Date = new Date()): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** Cards are not issued for more than 20 years ahead; anything later is a typo. */
const MAX_YEARS_AHEAD = 20;

export function isValidExpiry(parts: ExpiryParts | null, now: Date = new Date()): boolean {
  return parts !== null && !hasExpired(parts, now) && parts.year <= now.getFullYear() + MAX_YEARS_AHEAD;
}

/** Month and year typed into separate inputs, read as one date; null when either is malformed. */
export function parseSplitExpiry(
  month: string,
  year: string,
  yearFormat: ExpiryYearFormat = DEFAULT_EXPIRY_YEAR_FORMAT,
): ExpiryParts | null {
  const fullYear = parseExpiryYear(year, yearFormat);
  return isValidExpiryMonth(month) && fullYear !== null ? { month: Number(month), year: fullYear } : null;
}

/** A split month + year is valid only as a whole: both well-formed and the date not expired. */
export function isValidSplitExpiry(month: string, year: string, yearFormat: ExpiryYearFormat, now: Date): boolean {
  return isValidExpiry(parseSplitExpiry(month, year, yearFormat), now);
}

/**
 * Split month and year inputs, judged together: null until both are whole (two month digits, the
 * year in its own format), then whether they make a date still to come. Both frames use it.
 */
export function splitExpiryValidity(month: string, year: string, yearFormat: ExpiryYearFormat, now: Date): boolean | null {
  return month.length === 2 && year.length === expiryYearLength(yearFormat) ? isValidSplitExpiry(month, year, yearFormat, now) : null;
}

/** A year input on its own: well-formed, not before the current year, not too far ahead. */
export function isUsableExpiryYear(year: string, yearFormat: ExpiryYearFormat, now: Date): boolean {
  const fullYear = parseExpiryYear(year, yearFormat);
  return fullYear !== null && fullYear >= now.getFullYear() && fullYear <= now.getFullYear() + MAX_YEARS_AHEAD;
}
