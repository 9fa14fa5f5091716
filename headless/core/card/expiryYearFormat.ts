import { resolveFormatChoice, type FormatChoice } from './expiryFormatChoice';

/** Expiry year format (PC-CARD-12): YY (default) or YYYY. */
export type ExpiryYearFormat = 'YY' | 'YYYY';

export const EXPIRY_YEAR_FORMATS: readonly ExpiryYearFormat[] = ['YY', 'YYYY'];
export const DEFAULT_EXPIRY_YEAR_FORMAT: ExpiryYearFormat = 'YY';

export type ExpiryYearFormatChoice = FormatChoice<ExpiryYearFormat>;

/** The configured year format, or YY with a warning for anything else. */
export function resolveExpiryYearFormat(requested: unknown): ExpiryYearFormatChoice {
  return resolveFormatChoice('expiry year format', EXPIRY_YEAR_FORMATS, DEFAULT_EXPIRY_YEAR_FORMAT, requested);
}

/** How many digits a year of the format has: the year input's cap. */
export function expiryYearLength(format: ExpiryYearFormat): number {
  return format.length;
}

export function isValidExpiryYear(value: string, format: ExpiryYearFormat = DEFAULT_EXPIRY_YEAR_FORMAT): boolean {
  return value.length === expiryYearLength(format) && /^\d+$/.test(value);
}

/** The four-digit year of a two- or four-digit one; two-digit years are in the 2000s. */
export function expandYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** The four-digit year of a value in the given format, or null when it is not in that format. */
export function parseExpiryYear(value: string, format: ExpiryYearFormat = DEFAULT_EXPIRY_YEAR_FORMAT): number | null {
  return isValidExpiryYear(value, format) ? expandYear(value) : null;
}
