import { adoptStyleSheet } from '../headless/react/adoptStyleSheet';

const injected = new WeakMap<Document, Set<string>>();

/**
 * Adds a stylesheet of the kit once per document as a constructed stylesheet: it needs no
 * `style-src 'unsafe-inline'` in the merchant's CSP, unlike a <style> element.
 */
export function injectStyles(doc: Document, css: string): void {
  const sheets = injected.get(doc) ?? new Set<string>();
  injected.set(doc, sheets);
  if (sheets.has(css)) return;
  sheets.add(css);
  adoptStyleSheet(doc, css);
}
