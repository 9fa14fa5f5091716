import { dateTimeFormat, numberFormat } from '../i18n/intlFormats';
import type { Locale } from '../i18n/translate';

/** A running time like 4:05 or 1:02:09, with the page's digits. */
export function formatDuration(totalSeconds: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  // Intl.DurationFormat's digital style is not in every browser the site supports yet; two-digit NumberFormats give the same text.
  const plain = numberFormat(locale, { useGrouping: false });
  const twoDigits = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return h > 0 ? `${plain.format(h)}:${twoDigits.format(m)}:${twoDigits.format(s)}` : `${plain.format(m)}:${twoDigits.format(s)}`;
}

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
