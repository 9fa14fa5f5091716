import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import componentStyles from '../components/styles.css?inline';
import { injectStyles } from './injectStyles';

/** Renders the kit's element with the kit's CSS, and any stylesheet of its own; returns the unmount. */
export function renderInto(element: HTMLElement, tree: ReactElement, ...stylesheets: string[]): () => void {
  for (const css of [componentStyles, ...stylesheets]) injectStyles(element.ownerDocument, css);
  const root = createRoot(element);
  root.render(tree);
  return () => root.unmount();
}
