/**
 * The Subresource Integrity hash of each extension script, built into the scripts that load it
 * (build/scriptTag.mjs): each key is replaced on its own, so a script carries only the hashes it uses.
 */
declare const __EXTENSION_INTEGRITY__: Readonly<Record<'ar' | 'address' | 'challenge' | 'wallets' | 'forms' | 'instruments' | 'telemetry', string>>;

declare module '*.css?inline' {
  const css: string;
  export default css;
}
