/**
 * Applies the site's CSS as a constructed stylesheet, since the site's `style-src` admits no style
 * element. Returns the function that takes the sheet off again.
 */
export function adoptStyleSheet(doc: Document, css: string): () => void {
  if (!css) return () => {};
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return () => {
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
