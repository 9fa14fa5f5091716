import { sharedModules, type SharedModules } from './sharedModules.generated';

/**
 * Sets what this bundle shares with its extension scripts on `window.PaymentClientHost`: each value
 * of ./sharedModules.generated.ts under its key, where an extension built with
 * build/sharedModules/takeShared.mjs reads it instead of bundling a second copy.
 */
export function exposeHostModules(view: Window): void {
  (view as Window & { PaymentClientHost?: SharedModules }).PaymentClientHost = sharedModules;
}
