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
 * cost stays out of hydration, which formats the first numbers.
 */
export function warmIntlFormats(locale: Locale): void {
  setTimeout(() => void numberFormat(locale), 0);
}
