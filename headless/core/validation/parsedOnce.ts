/**
 * Options already parsed, so that passing them on (the script tag's `cardForm()` to its hook, a
 * drop-in to its card form) does not parse them again: they are parsed once, where they are given.
 * A WeakSet rather than a property, so nothing shows on the merchant's objects.
 */
const parsed = new WeakSet<object>();

export function markParsed<T extends object>(options: T): T {
  parsed.add(options);
  return options;
}

export const isParsed = (input: unknown): boolean => typeof input === 'object' && input !== null && parsed.has(input);
