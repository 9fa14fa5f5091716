import { createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import componentStyles from '../components/styles.css?inline';
import type { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { injectStyles } from './injectStyles';
import { MountedErrorBoundary } from './MountedErrorBoundary';

/**
 * Renders the kit's element with the kit's CSS, and any stylesheet of its own, inside an error
 * boundary that reports to `onError`; returns the unmount.
 */
export function renderInto(element: HTMLElement, tree: ReactElement, onError: (error: PaymentClientError) => void, ...stylesheets: string[]): () => void {
  for (const css of [componentStyles, ...stylesheets]) injectStyles(element.ownerDocument, css);
  const root = createRoot(element);
  root.render(createElement(MountedErrorBoundary, { onError }, tree));
  return () => root.unmount();
}
