import { PaymentClientError } from '../headless/core/errors/PaymentClientError';
import { resolveMountTarget } from './resolveMountTarget';

export interface Mountable {
  mount(target: string | HTMLElement): Mountable;
  unmount(): void;
}

/** Renders into the element once what it needs has loaded, and returns how to take it down again. */
export type StartRendering = (element: HTMLElement) => Promise<() => void>;

/**
 * Wraps a component in the script tag's `mount`/`unmount` contract. The target is checked at
 * once (a bad one throws); rendering waits for what `start` loads (the locale's texts, say).
 */
export function createMountable(start: StartRendering, onError: (error: unknown) => void): Mountable {
  let stop: (() => void) | null = null;
  let mounted = false;
  const mountable: Mountable = {
    mount(target) {
      if (mounted) throw new PaymentClientError('INVALID_CONFIGURATION', 'This component is already mounted; call unmount() first');
      const element = resolveMountTarget(target);
      mounted = true;
      start(element).then((unmount) => {
        // Unmounted while loading: take it down at once.
        if (mounted) stop = unmount;
        else unmount();
      }, onError);
      return mountable;
    },
    unmount() {
      mounted = false;
      stop?.();
      stop = null;
    },
  };
  return mountable;
}
