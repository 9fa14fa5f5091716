import { useEffect, useState } from 'react';
import { loadExtension } from './loadExtension';

// Extensions already loaded, so a component mounted later renders at once.
const loaded = new Map<string, unknown>();

/**
 * The extension `name` for a view of a lazy part: loaded (see loadExtension) once `wanted` is
 * true; `failed` when its script could not load.
 */
export function useExtension<T>(name: string, integrity: string, wanted = true): { extension: T | undefined; failed: boolean } {
  const [extension, setExtension] = useState(() => loaded.get(name) as T | undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || extension) return;
    let live = true;
    loadExtension<T>(name, integrity).then(
      (value) => {
        loaded.set(name, value);
        if (live) setExtension(() => value);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [name, integrity, wanted, extension]);
  return { extension, failed };
}
