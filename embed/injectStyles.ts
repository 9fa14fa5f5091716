import componentStyles from '../components/styles.css?inline';

const injected = new WeakSet<Document>();

/**
 * Adds the kit's CSS once per document as a constructed stylesheet: it needs no
 * `style-src 'unsafe-inline'` in the merchant's CSP, unlike a <style> element.
 */
export function injectStyles(doc: Document): void {
  if (injected.has(doc)) return;
  injected.add(doc);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(componentStyles);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
