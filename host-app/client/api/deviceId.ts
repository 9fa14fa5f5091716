/** The device id header (PR-API-2, PR-ANALYTICS-1) stays the same for a browser across visits. */
const DEVICE_ID_KEY = 'deviceId';

export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const known = storage?.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const created = crypto.randomUUID();
  storage?.setItem(DEVICE_ID_KEY, created);
  return created;
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off; a per-page id is then the best we have.
    return null;
  }
}
