import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { injectStyles } from './injectStyles';

/** Renders the kit's element with the kit's CSS; returns the unmount. */
export function renderInto(element: HTMLElement, tree: ReactElement): () => void {
  injectStyles(element.ownerDocument);
  const root = createRoot(element);
  root.render(tree);
  return () => root.unmount();
}
