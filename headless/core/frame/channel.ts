import { randomId } from '../ids/randomId';
import { FRAME_PROTOCOL } from './protocol';

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ChannelOptions<In> {
  /** The window we listen on (ours). */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The other side; a function because an iframe's window exists only once it is attached. */
  peer: () => MessageEventSource | Window | null;
  /** Exact origin of the other side: messages from any other origin are dropped. */
  peerOrigin: string;
  /** Random per-mount key both sides know. */
  key: string;
  schema: Parser<In>;
  onMessage: (message: In) => void;
  /** Called for each dropped message, for debug logs only. */
  onDrop?: (reason: 'origin' | 'source' | 'key' | 'shape') => void;
}

export interface Channel<Out> {
  send(message: Out): void;
  close(): void;
}

/** A fresh 128-bit channel key from the platform's CSPRNG. */
export const createChannelKey: () => string = randomId;

/**
 * A postMessage channel that trusts only one window, of one exact origin, speaking with one
 * key, in one schema (SEC-1 to SEC-4). Outgoing messages name the exact origin.
 */
export function openChannel<In, Out>(options: ChannelOptions<In>): Channel<Out> {
  const drop = options.onDrop ?? (() => undefined);
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.peerOrigin) return drop('origin');
    if (event.source === null || event.source !== options.peer()) return drop('source');
    const envelope: unknown = event.data;
    if (!envelope || typeof envelope !== 'object') return drop('shape');
    const { protocol, key, message } = envelope as Record<string, unknown>;
    if (protocol !== FRAME_PROTOCOL) return drop('shape');
    if (key !== options.key) return drop('key');
    const parsed = options.schema.safeParse(message);
    if (!parsed.success) return drop('shape');
    options.onMessage(parsed.data);
  };
  options.self.addEventListener('message', listener as EventListener);
  return {
    send(message) {
      const peer = options.peer();
      if (!peer) return;
      (peer as Window).postMessage({ protocol: FRAME_PROTOCOL, key: options.key, message }, options.peerOrigin);
    },
    close() {
      options.self.removeEventListener('message', listener as EventListener);
    },
  };
}
