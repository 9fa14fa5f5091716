type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

const isHandler = (key: string, value: unknown): value is (...args: unknown[]) => unknown => /^on[A-Z]/.test(key) && typeof value === 'function';

/**
 * Merges prop bags left to right, as React Aria's `mergeProps` does: event handlers that several
 * bags define are chained (each runs, in order) instead of the last one silently winning;
 * any other prop is taken from the last bag that defines it.
 */
export function mergeProps<T extends object[]>(...bags: T): UnionToIntersection<T[number]> {
  const merged: Record<string, unknown> = {};
  for (const bag of bags) {
    for (const [key, value] of Object.entries(bag)) {
      const earlier = merged[key];
      merged[key] =
        isHandler(key, value) && isHandler(key, earlier)
          ? (...args: unknown[]) => {
              earlier(...args);
              value(...args);
            }
          : value;
    }
  }
  return merged as UnionToIntersection<T[number]>;
}
