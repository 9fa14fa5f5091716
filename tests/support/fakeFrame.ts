import { vi } from 'vitest';
import { FRAME_PROTOCOL } from '../../headless/core/frame/protocol';
import type { ElementState } from '../../headless/core/frame/elementTypes';
import type { FrameMessage, ParentMessage } from '../../headless/core/frame/messages';

export const VAULT_ORIGIN = 'http://127.0.0.1:4100';

/** Plays the secure frame's side of the protocol for an iframe the SDK mounted. */
export function attachFakeFrame(iframe: HTMLIFrameElement) {
  const key = new URLSearchParams(new URL(iframe.src).hash.slice(1)).get('key')!;
  const received: ParentMessage[] = [];
  const postMessage = vi.fn((data: { message: ParentMessage }, _targetOrigin: string) => {
    received.push(data.message);
  });
  // Stands in for the cross-origin frame's window, as the page would see it.
  const frameWindow = { postMessage };
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });

  function send(message: FrameMessage, overrides: { origin?: string; key?: string; source?: unknown } = {}) {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { protocol: FRAME_PROTOCOL, key: overrides.key ?? key, message },
        origin: overrides.origin ?? VAULT_ORIGIN,
        source: (overrides.source === undefined ? frameWindow : overrides.source) as MessageEventSource,
      }),
    );
  }

  const state = (isValid: boolean, network: string | null = 'visa'): ElementState => ({
    isEmpty: false,
    isComplete: isValid,
    isValid,
    isFocused: false,
    isRequired: true,
    network,
  });

  return {
    key,
    received,
    postMessage,
    send,
    ready: () => send({ type: 'ready' }),
    fill(isValid = true) {
      for (const element of ['CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'] as const) {
        send({ type: 'element', event: 'CHANGE', element, state: state(isValid) });
      }
    },
  };
}
