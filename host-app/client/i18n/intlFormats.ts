import { intlLocale, type Locale } from './translate';

// Building an Intl formatter looks up locale data each time, and a home page formats a few hundred
// numbers while it hydrates (durations, counts): one formatter per locale and options, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(formats: Map<string, F>, locale: Locale, options: object, build: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/** The site's number format for a locale (its digit choice), built once per options. */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(intlLocale(locale), options));
}

/**
 * What a non-negative integer below 1,000 reads as: the same in every number format the site uses,
 * whose digits are Latin in both languages (translate.ts) and whose grouping has nothing to group,
 * with its `minimumIntegerDigits` zeros. Answering these without `Intl` keeps a page that only
 * shows durations and small counts from loading the browser's locale data while it hydrates.
 * Anything else (null) goes through `Intl`.
 */
function smallInteger(value: number, options: Intl.NumberFormatOptions): string | null {
  if (!Number.isInteger(value) || value < 0 || value >= 1000) return null;
  for (const name of Object.keys(options)) if (name !== 'useGrouping' && name !== 'minimumIntegerDigits') return null;
  return String(value).padStart(options.minimumIntegerDigits ?? 1, '0');
}

/** A number as the site writes it for a locale. */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return smallInteger(value, options) ?? numberFormat(locale, options).format(value);
}

/** The site's date and time format for a locale, built once per options. */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(intlLocale(locale), options));
}

/** The options `Intl.NumberFormat` reads: i18next hands a formatter every value of the `t()` call as well. */
const NUMBER_FORMAT_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
] as const;

/** Only the number-format options of a mixed bag, so formatters are kept per format, not per value. */
export function numberFormatOptionsOf(options: Record<string, unknown> = {}): Intl.NumberFormatOptions {
  const picked: Record<string, unknown> = {};
  for (const name of NUMBER_FORMAT_OPTIONS) if (options[name] !== undefined) picked[name] = options[name];
  return picked as Intl.NumberFormatOptions;
}

/**
 * The browser loads its locale data with the first Intl formatter a page builds, whichever it is:
 * tens of milliseconds on a phone. Built in a task of its own while the page's code downloads, the
 * cost stays out of hydration, for the pages that format dates or prices as they first render
 * (routing/routeTable.ts).
 */
export function warmIntlFormats(locale: Locale): void {
  setTimeout(() => void numberFormat(locale), 0);
}
