import { createElement, useLayoutEffect, useMemo, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { PaymentClientError } from '../../headless/core/errors/PaymentClientError';
import { MountedErrorBoundary } from '../MountedErrorBoundary';

/**
 * Shows `tree` in another mounted element (a payment button's), rendered from this component and
 * updated with it, until either goes. A root of its own rather than `createPortal`: the portal
 * lives in preact/compat, of which the page has one copy, the main bundle's, which would then
 * carry it for this extension alone.
 */
export function useRenderedIn(element: HTMLElement | null, tree: ReactElement | null, onError: (error: PaymentClientError) => void): void {
  const root = useMemo(() => (element ? createRoot(element) : null), [element]);
  useLayoutEffect(() => () => root?.unmount(), [root]);
  useLayoutEffect(() => root?.render(createElement(MountedErrorBoundary, { onError }, tree)));
}
