// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChannelKey, openChannel, type Channel } from '../../../../headless/core/frame/channel';
import { frameMessageSchema, type FrameMessage } from '../../../../headless/core/frame/messages';
import { FRAME_PROTOCOL } from '../../../../headless/core/frame/protocol';

const FRAME_ORIGIN = 'http://127.0.0.1:4100';
const peer = { postMessage: vi.fn() } as unknown as Window;
const key = createChannelKey();
let channel: Channel<unknown> | null = null;

function open() {
  const onMessage = vi.fn();
  const onDrop = vi.fn();
  channel = openChannel<FrameMessage, unknown>({ self: window, peer: () => peer, peerOrigin: FRAME_ORIGIN, key, schema: frameMessageSchema, onMessage, onDrop });
  return { onMessage, onDrop };
}

function deliver(data: unknown, origin = FRAME_ORIGIN, source: unknown = peer) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

const ready = { protocol: FRAME_PROTOCOL, key, message: { type: 'ready' } };

afterEach(() => {
  channel?.close();
  channel = null;
});

describe('frame channel', () => {
  it('makes 128-bit random keys', () => {
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(createChannelKey()).not.toBe(key);
  });

  it('accepts a well-formed message from the frame window at the frame origin with the key', () => {
    const { onMessage } = open();
    deliver(ready);
    expect(onMessage).toHaveBeenCalledWith({ type: 'ready' });
  });

  it.each([
    ['another origin', () => deliver(ready, 'http://evil.test'), 'origin'],
    ['an origin that only starts the same', () => deliver(ready, `${FRAME_ORIGIN}.evil.test`), 'origin'],
    ['another window', () => deliver(ready, FRAME_ORIGIN, {}), 'source'],
    ['no window', () => deliver(ready, FRAME_ORIGIN, null), 'source'],
    ['a wrong key', () => deliver({ ...ready, key: createChannelKey() }), 'key'],
    ['an unknown message type', () => deliver({ ...ready, message: { type: 'steal' } }), 'shape'],
    ['a state carrying a card number field', () =>
      deliver({ ...ready, message: { type: 'element', event: 'CHANGE', element: 'CARD_NUMBER', state: { isEmpty: false } } }), 'shape'],
    ['a foreign protocol', () => deliver({ ...ready, protocol: 'other' }), 'shape'],
    ['a string', () => deliver('ready'), 'shape'],
  ])('drops a message from %s', (_name, send, reason) => {
    const { onMessage, onDrop } = open();
    send();
    expect(onMessage).not.toHaveBeenCalled();
    expect(onDrop).toHaveBeenCalledWith(reason);
  });

  it('sends in the envelope to the exact origin, never "*"', () => {
    open();
    channel!.send({ type: 'collect', requestId: 'r1', vaultToken: 't' });
    expect(peer.postMessage).toHaveBeenCalledWith({ protocol: FRAME_PROTOCOL, key, message: { type: 'collect', requestId: 'r1', vaultToken: 't' } }, FRAME_ORIGIN);
  });

  it('stops listening once closed', () => {
    const { onMessage } = open();
    channel!.close();
    deliver(ready);
    expect(onMessage).not.toHaveBeenCalled();
  });
});
