import componentStyles from '../components/styles.css?inline';
import { adoptStyleSheet } from '../headless/react/adoptStyleSheet';

const injected = new WeakSet<Document>();

/**
 * Adds the kit's CSS once per document as a constructed stylesheet: it needs no
 * `style-src 'unsafe-inline'` in the merchant's CSP, unlike a <style> element.
 */
export function injectStyles(doc: Document): void {
  if (injected.has(doc)) return;
  injected.add(doc);
  adoptStyleSheet(doc, componentStyles);
}
