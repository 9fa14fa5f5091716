import { useLayoutEffect, useRef } from 'react';

/** A ref to the value of the last render: effects that outlive a render (players, timers) call the current callbacks. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
