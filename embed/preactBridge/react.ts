import { options, type VNode } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/**
 * The script-tag bundle renders the kit with Preact. This module stands in for `react`
 * there with only what the kit uses, instead of the whole of `preact/compat`.
 */
export { createContext, createElement, Fragment } from 'preact';

// React's onChange on a text field fires on every keystroke; the DOM's only on commit.
const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { type?: string; onChange?: unknown; onInput?: unknown };
  if ((vnode.type === 'input' || vnode.type === 'textarea') && props.onChange && props.type !== 'checkbox' && props.type !== 'radio') {
    props.onInput = props.onChange;
    delete props.onChange;
  }
  previousVNodeHook?.(vnode);
};
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

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
