import { createHash } from 'node:crypto';
import type { Amount } from '../provider/routes/amount.schema';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For text and attribute values: merchant references and other inputs never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON that is safe inside `<script type="application/json">`: no `</script>`, no HTML comment openers. */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A CSP source for an inline script or style, so no 'unsafe-inline' is needed. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** Minor units shown in the currency's own decimals and the page's language: 800 EUR → €8.00. */
export function formatAmount(amount: Amount, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount.value / 10 ** digits);
}
