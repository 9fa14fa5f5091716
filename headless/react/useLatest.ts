import { useLayoutEffect, useRef } from 'react';

/** The latest value in a ref, so long-lived core objects always call the current callbacks. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
