import type { ExpiryParts } from './expiry';
import { resolveFormatChoice, type FormatChoice } from './expiryFormatChoice';
import { expandYear, type ExpiryYearFormat } from './expiryYearFormat';

/** Expiry date formats (PC-CARD-11); MM/YY is the default. */
export type ExpiryDateFormat = 'MM/YY' | 'YYYY/MM' | 'YY/MM' | 'MM/YYYY';

export const EXPIRY_DATE_FORMATS: readonly ExpiryDateFormat[] = ['MM/YY', 'YYYY/MM', 'YY/MM', 'MM/YYYY'];
export const DEFAULT_EXPIRY_DATE_FORMAT: ExpiryDateFormat = 'MM/YY';

export type ExpiryFormatChoice = FormatChoice<ExpiryDateFormat>;

/** The configured date format, or MM/YY with a warning for anything else. */
export function resolveExpiryDateFormat(requested: unknown): ExpiryFormatChoice {
  return resolveFormatChoice('expiry date format', EXPIRY_DATE_FORMATS, DEFAULT_EXPIRY_DATE_FORMAT, requested);
}

interface DateLayout {
  monthFirst: boolean;
  /** Digits before and after the slash. */
  firstLength: number;
  secondLength: number;
  yearFormat: ExpiryYearFormat;
}

function layoutOf(format: ExpiryDateFormat): DateLayout {
  const [first = '', second = ''] = format.split('/');
  const monthFirst = first === 'MM';
  return {
    monthFirst,
    firstLength: first.length,
    secondLength: second.length,
    yearFormat: (monthFirst ? second : first) as ExpiryYearFormat,
  };
}

/** The year format inside a date format (MM/YYYY holds a YYYY year). */
export function expiryDateYearFormat(format: ExpiryDateFormat): ExpiryYearFormat {
  return layoutOf(format).yearFormat;
}

/** Month and four-digit year of a date in `format`; spaces around the slash are allowed. */
export function parseExpiryDate(value: string, format: ExpiryDateFormat = DEFAULT_EXPIRY_DATE_FORMAT): ExpiryParts | null {
  const { monthFirst, firstLength, secondLength } = layoutOf(format);
  const match = new RegExp(`^(\\d{${firstLength}})\\s*/\\s*(\\d{${secondLength}})$`).exec(value.trim());
  if (!match) return null;
  const [, first = '', second = ''] = match;
  const month = Number(monthFirst ? first : second);
  if (month < 1 || month > 12) return null;
  return { month, year: expandYear(monthFirst ? second : first) };
}

/**
 * What the expiry input shows as the shopper types: "1229" shows "12 / 29" in MM/YY. A lone
 * month digit above 1 gets its leading 0, the separator appears once the first part is typed,
 * and deleting into the separator removes it whole.
 */
export function formatExpiryInput(value: string, format: ExpiryDateFormat = DEFAULT_EXPIRY_DATE_FORMAT): string {
  const { monthFirst, firstLength, secondLength } = layoutOf(format);
  const typed = value.replace(/\D/g, '');
  const monthStart = monthFirst ? 0 : firstLength;
  const loneMonthDigit = typed.length === monthStart + 1 && typed.charAt(monthStart) > '1';
  const digits = (loneMonthDigit ? `${typed.slice(0, monthStart)}0${typed.slice(monthStart)}` : typed).slice(
    0,
    firstLength + secondLength,
  );
  if (digits.length < firstLength) return digits;
  if (digits.length === firstLength) {
    const deletingSeparator = value === `${typed} /` || value === `${typed} `;
    return deletingSeparator ? digits : `${digits} / `;
  }
  return `${digits.slice(0, firstLength)} / ${digits.slice(firstLength)}`;
}
