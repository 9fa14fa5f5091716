type Callbacks = Record<string, ((...args: never[]) => unknown) | undefined>;

/**
 * One forwarder per callback given at creation, each calling that callback's latest version, so
 * a new callback never rebuilds the core object. Only the callbacks given: core asks whether one
 * is listened to (a wallet asks for a delivery address only with `onDeliveryAddressChanged`).
 */
export function latestCallbacks<E extends object>(given: E | undefined, latest: { readonly current: E | undefined }): E {
  const names = Object.entries(given ?? {}).flatMap(([name, value]) => (typeof value === 'function' ? [name] : []));
  return Object.fromEntries(names.map((name) => [name, (...args: never[]) => (latest.current as Callbacks | undefined)?.[name]?.(...args)])) as E;
}
