/** Expiry rules of section 5: formats, month, year and "a card that has expired is invalid". */
export type ExpiryDateFormat = 'MM/YY' | 'YYYY/MM' | 'YY/MM' | 'MM/YYYY';
export type ExpiryYearFormat = 'YY' | 'YYYY';

export const EXPIRY_DATE_FORMATS: readonly ExpiryDateFormat[] = ['MM/YY', 'YYYY/MM', 'YY/MM', 'MM/YYYY'];
export const DEFAULT_EXPIRY_DATE_FORMAT: ExpiryDateFormat = 'MM/YY';

export interface ExpiryFormatChoice {
  format: ExpiryDateFormat;
  /** Set when the requested format was unknown and MM/YY was used instead. */
  warning?: string;
}

export function resolveExpiryDateFormat(requested: string | undefined): ExpiryFormatChoice {
  if (requested === undefined) return { format: DEFAULT_EXPIRY_DATE_FORMAT };
  if ((EXPIRY_DATE_FORMATS as readonly string[]).includes(requested)) {
    return { format: requested as ExpiryDateFormat };
  }
  return {
    format: DEFAULT_EXPIRY_DATE_FORMAT,
    warning: `Unknown expiry date format '${requested}'; using ${DEFAULT_EXPIRY_DATE_FORMAT}.`,
  };
}

export interface ExpiryParts {
  month: number;
  /** Four-digit year. */
  year: number;
}

const PATTERNS: Record<ExpiryDateFormat, RegExp> = {
  'MM/YY': /^(\d{2})\s*\/\s*(\d{2})$/,
  'MM/YYYY': /^(\d{2})\s*\/\s*(\d{4})$/,
  'YY/MM': /^(\d{2})\s*\/\s*(\d{2})$/,
  'YYYY/MM': /^(\d{4})\s*\/\s*(\d{2})$/,
};

export function expandYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

export function parseExpiryDate(value: string, format: ExpiryDateFormat = DEFAULT_EXPIRY_DATE_FORMAT): ExpiryParts | null {
  const match = PATTERNS[format].exec(value.trim());
  if (!match) return null;
  const [first = '', second = ''] = [match[1], match[2]];
  const monthFirst = format.startsWith('MM');
  const month = Number(monthFirst ? first : second);
  const year = expandYear(monthFirst ? second : first);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function isValidExpiryMonth(value: string): boolean {
  return /^(0[1-9]|1[0-2])$/.test(value);
}

export function isValidExpiryYear(value: string, format: ExpiryYearFormat = 'YY'): boolean {
  return format === 'YY' ? /^\d{2}$/.test(value) : /^\d{4}$/.test(value);
}

/** A card is usable through the last day of its expiry month. */
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

/** As the shopper types "1229", the input shows "12 / 29". */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') return `0${digits} / `;
  if (digits.length < 2) return digits;
  if (digits.length === 2 && !value.includes('/')) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`.trimEnd();
}
