import { customAlphabet } from 'nanoid';

// Alphanumeric only, so ids are safe in URLs, headers and CSP values without escaping.
const alphanumeric = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 24);

/** `ord`: PayPal order, `bat`: PayPal billing agreement token, `mov`: capture or refund, `whe`/`evt`/`dlv`: webhook endpoint, event, delivery. */
export function newId(prefix: 'exe' | 'vlt' | 'hld' | 'rec' | 'tok' | 'ord' | 'bat' | 'mov' | 'whe' | 'evt' | 'dlv'): string {
  return `${prefix}_${alphanumeric()}`;
}
