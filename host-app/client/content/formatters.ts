import { dateTimeFormat, formatNumber } from '../i18n/intlFormats';
import type { Locale } from '../i18n/translate';

/** A running time like 4:05 or 1:02:09, with the page's digits. */
export function formatDuration(totalSeconds: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  // Intl.DurationFormat's digital style is not in every browser the site supports yet; two-digit number formats give the same text.
  const plain = (value: number) => formatNumber(locale, value, { useGrouping: false });
  const twoDigits = (value: number) => formatNumber(locale, value, { minimumIntegerDigits: 2, useGrouping: false });
  return h > 0 ? `${plain(h)}:${twoDigits(m)}:${twoDigits(s)}` : `${plain(m)}:${twoDigits(s)}`;
}

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
