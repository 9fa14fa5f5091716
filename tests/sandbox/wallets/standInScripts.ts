import { expect } from 'vitest';
import { walletScriptSource, type WalletScript } from '../../../sandbox/provider/routes/wallets';

/**
 * Runs a sandbox wallet stand-in in the test window the way a script tag would; `src` plays
 * document.currentScript.src, from which the PayPal stand-in reads its query.
 */
export async function runStandIn(script: WalletScript, src?: string): Promise<void> {
  const source = await walletScriptSource(script);
  if (src) Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ src }) });
  try {
    (0, eval)(source);
  } finally {
    if (src) delete (document as { currentScript?: unknown }).currentScript;
  }
}

/** The sandbox contract's token: base64url JSON {wallet, testCard}. */
export function decodeTestToken(token: string): unknown {
  expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
}

export function pressKey(target: Element, key: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}
