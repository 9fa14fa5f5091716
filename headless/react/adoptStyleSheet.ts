/**
 * Adds CSS to a document as a constructed stylesheet (allowed by a strict `style-src`, unlike a
 * <style> element) and returns how to take it out again.
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
