import { useEffect, useRef, useState } from 'react';
import { changedOptionNames, optionChangeIgnored } from '../core/client/optionChanges';

/** Warns once per option that a render changed after the hook's first one (which alone is used). */
function useWarningOnChange(hook: string, options: object | undefined): void {
  const [inUse] = useState(options);
  const warned = useRef(new Set<string>());
  useEffect(() => {
    for (const name of changedOptionNames(inUse, options)) {
      if (warned.current.has(name)) continue;
      warned.current.add(name);
      console.warn(optionChangeIgnored(hook, name));
    }
  });
}

/**
 * A development warning, as React's own are: a production build drops it with its comparisons
 * (the script tag among them, whose options cannot change after `cardForm()` or `dropin()`).
 * Chosen once per build, so the hooks called never change between renders.
 */
export const useOptionChangeWarning: (hook: string, options: object | undefined) => void =
  process.env.NODE_ENV === 'production' ? () => {} : useWarningOnChange;
