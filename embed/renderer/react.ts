import { useLayoutEffect, useRef, useState } from './hooks';

/**
 * The script-tag scripts render the kit with this small renderer. This module stands in for
 * `react` there, with only what the kit uses. Two differences from React to keep in mind: events
 * are the DOM's own (onFocus and onBlur do not bubble), and style values are strings (no unit is
 * added to a number).
 */
export { createElement, Fragment } from './element';
export { createContext, useContext } from './context';
export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from './hooks';

/** Re-renders when the store's snapshot changes, checked again right after subscribing. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [, setVersion] = useState(0);
  const latest = useRef({ value, getSnapshot });
  latest.current = { value, getSnapshot };
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(latest.current.value, latest.current.getSnapshot())) setVersion((version) => version + 1);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
