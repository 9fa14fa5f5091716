import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_PROTOCOL } from '../../../headless/core/frame/protocol';
import { openSecureFrame, type SecureFrame } from '../../../frames/shared/secureFrame';

const PARENT_ORIGIN = 'https://shop.example';
const KEY = 'a'.repeat(32);
type Ping = { type: 'ping'; n: number };
const pingSchema = {
  safeParse: (data: unknown) =>
    (data as Ping | undefined)?.type === 'ping' ? { success: true as const, data: data as Ping } : { success: false as const },
};

/** The test window stands in for a frame page the vault served, embedded by a parent that records what it is sent. */
function servePage({ secure = true, vault = '?vault=vlt_1' } = {}) {
  const parent = { postMessage: vi.fn() };
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:4100/frame/any.html${vault}#key=${KEY}&parent=${encodeURIComponent(PARENT_ORIGIN)}`,
  );
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  Object.defineProperty(window, 'parent', { configurable: true, value: parent });
  const sent = () => parent.postMessage.mock.calls.map(([data, origin]) => ({ message: (data as { message: unknown }).message, origin }));
  return { parent, sent };
}

function open() {
  const heard: Ping[] = [];
  let opened: SecureFrame<{ type: 'pong' }> | undefined;
  openSecureFrame<Ping, { type: 'pong' }>({
    name: 'test frame',
    schema: pingSchema,
    start: (frame) => {
      opened = frame;
      return (message) => heard.push(message);
    },
  });
  return { heard, frame: () => opened };
}

const post = (source: unknown, message: unknown, { origin = PARENT_ORIGIN, key = KEY } = {}) =>
  window.dispatchEvent(new MessageEvent('message', { data: { protocol: FRAME_PROTOCOL, key, message }, origin, source: source as MessageEventSource }));

describe('a secure frame page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
  });

  it('stays inert, its code never started, outside a secure context or without its vault', () => {
    for (const page of [servePage({ secure: false }), servePage({ vault: '' })]) {
      expect(open().frame()).toBeUndefined();
      expect(page.sent()).toEqual([]);
    }
  });

  it('says ready to its parent at the exact origin once its code holds the frame, with the vault it was served for', () => {
    const page = servePage();
    const { frame } = open();
    expect(frame()?.vaultId).toBe('vlt_1');
    expect(page.sent()).toEqual([{ message: { type: 'ready' }, origin: PARENT_ORIGIN }]);
    frame()?.send({ type: 'pong' });
    expect(page.sent().at(-1)).toEqual({ message: { type: 'pong' }, origin: PARENT_ORIGIN });
  });

  it('hears only its parent window, at its origin, with its key, in its schema', () => {
    const page = servePage();
    const { heard } = open();
    post(page.parent, { type: 'ping', n: 1 }, { origin: 'https://evil.example' });
    post(page.parent, { type: 'ping', n: 2 }, { key: 'b'.repeat(32) });
    post({ postMessage() {} }, { type: 'ping', n: 3 });
    post(page.parent, { type: 'other' });
    post(page.parent, { type: 'ping', n: 4 });
    expect(heard).toEqual([{ type: 'ping', n: 4 }]);
  });

  it("lays the page out in the locale's language and direction", () => {
    servePage();
    const { frame } = open();
    frame()?.setLocale('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    frame()?.setLocale('en');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });
});
