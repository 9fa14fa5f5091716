import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { injectStyles } from './injectStyles';
import { resolveMountTarget } from './resolveMountTarget';

export interface Mountable {
  mount(target: string | HTMLElement): Mountable;
  unmount(): void;
}

/**
 * Wraps a rendered component in the script tag's `mount`/`unmount` contract. The target is
 * checked at once (a bad one throws); rendering waits for `ready` (the locale's texts).
 */
export function createMountable(render: () => ReactElement, ready: () => Promise<void>, onError: (error: unknown) => void): Mountable {
  let root: Root | null = null;
  let mounted = false;
  const mountable: Mountable = {
    mount(target) {
      if (mounted) throw new PaymentClientError('INVALID_CONFIGURATION', 'This component is already mounted; call unmount() first');
      const element = resolveMountTarget(target);
      mounted = true;
      ready().then(() => {
        if (!mounted) return;
        injectStyles(element.ownerDocument);
        root = createRoot(element);
        root.render(render());
      }, onError);
      return mountable;
    },
    unmount() {
      mounted = false;
      root?.unmount();
      root = null;
    },
  };
  return mountable;
}
