import { flushRenders } from '../../../embed/renderer/reconcile';

/**
 * `react` in the tests that run the kit on the script tag's renderer: the renderer's stand-in,
 * with what the testing library calls besides.
 */
export * from '../../../embed/renderer/react';
export { Fragment as StrictMode } from '../../../embed/renderer/element';

export const createRef = <T>() => ({ current: null as T | null });

/** Runs `callback`, then renders what it changed and runs the effects, awaiting it when it is async. */
export function act(callback: () => unknown) {
  const result = callback();
  if (result instanceof Promise) {
    return result.then((value) => {
      flushRenders();
      return value;
    });
  }
  flushRenders();
  return result;
}
