/**
 * Options are read once, when a card form, drop-in or client is created; a later render that
 * passes other values changes nothing, and the hooks say so (react-stripe-js warns the same way).
 */

/** The warning, naming the hook and the option. */
export const optionChangeIgnored = (hook: string, name: string) =>
  `[PaymentClient] ${hook}: the option '${name}' changed after the first render and is ignored; render the component with a new key to apply it.`;

// Callbacks are left out: the hooks always call the latest ones.
const valueOf = (value: unknown) => JSON.stringify(value, (_key, entry: unknown) => (typeof entry === 'function' ? undefined : entry));

/** The top-level options whose values differ between the options in use and a later render's. */
export function changedOptionNames(inUse: object | undefined, next: object | undefined): string[] {
  const before = (inUse ?? {}) as Record<string, unknown>;
  const after = (next ?? {}) as Record<string, unknown>;
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => valueOf(before[name]) !== valueOf(after[name]));
}
