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
  // The mount now wanted, told apart from earlier ones whose loading may still finish later.
  let current: object | null = null;
  const mountable: Mountable = {
    mount(target) {
      if (current) throw new PaymentClientError('INVALID_CONFIGURATION', 'This component is already mounted; call unmount() first');
      const element = resolveMountTarget(target);
      const attempt = {};
      current = attempt;
      start(element).then((unmount) => {
        // Unmounted (and perhaps mounted again) while loading: take this one down at once.
        if (current === attempt) stop = unmount;
        else unmount();
      }, onError);
      return mountable;
    },
    unmount() {
      current = null;
      stop?.();
      stop = null;
    },
  };
  return mountable;
}
