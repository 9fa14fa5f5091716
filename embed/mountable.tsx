import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { injectStyles } from './injectStyles';
import { resolveMountTarget } from './resolveMountTarget';

export interface Mountable {
  mount(target: string | HTMLElement): Mountable;
  unmount(): void;
}

/** Wraps a rendered component in the script tag's `mount`/`unmount` contract. */
export function createMountable(render: () => ReactElement): Mountable {
  let root: Root | null = null;
  const mountable: Mountable = {
    mount(target) {
      if (root) throw new PaymentClientError('INVALID_CONFIGURATION', 'This component is already mounted; call unmount() first');
      const element = resolveMountTarget(target);
      injectStyles(element.ownerDocument);
      root = createRoot(element);
      root.render(render());
      return mountable;
    },
    unmount() {
      root?.unmount();
      root = null;
    },
  };
  return mountable;
}
