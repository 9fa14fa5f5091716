import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductResult } from './productClient';

type Failure = Extract<ProductResult<unknown>, { ok: false }>;

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; failure: Failure };

/**
 * Runs a product load whenever `key` changes and aborts the previous one, so a slow answer
 * for an old page never replaces the current page's data. `retry` runs it again.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<ProductResult<T>>): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void loadRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: 'loaded', data: result.data } : { status: 'failed', failure: result });
    });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
