/**
 * Sets the modules this bundle shares with its extension scripts on `window.PaymentClientHost`.
 * The build writes this module's body: it lists every module that an extension would otherwise
 * bundle a second copy of (embed/build/sharedModules.mjs). Outside the build there is none.
 */
export function exposeHostModules(_view: Window): void {}
