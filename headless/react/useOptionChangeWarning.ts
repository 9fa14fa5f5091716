import { useEffect, useRef, useState } from 'react';
import { changedOptionNames, optionChangeIgnored } from '../core/client/optionChanges';

/** Warns once per option that a render changed after the hook's first one (which alone is used). */
export function useOptionChangeWarning(hook: string, options: object | undefined): void {
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
