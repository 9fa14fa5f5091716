// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECT_TIMEOUT_MS, FRAME_PROTOCOL } from '../../../../headless/core/frame/protocol';
import { COLLECT_FRAME_NAME, createCollectFramePort } from '../../../../headless/core/collect/collectFrameHost';
import type { CollectFrame, CollectFrameSetup, CollectRequest } from '../../../../headless/core/collect/collectFramePort';
import type { CollectFrameMessage, CollectParentMessage } from '../../../../headless/core/collect/collectMessages';
import type { ElementDefinition } from '../../../../headless/core/frame/elementDefinition';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { createVault } from '../../../../headless/core/vault/createVault';
import { CONTAINER_MOUNT_DELAY_MS } from '../../../../headless/core/collect/constants';
import { testInitResponse, testSession } from '../../../support/session';

const VAULT_ORIGIN = 'http://127.0.0.1:4100';
const FRAME_LINK = `${VAULT_ORIGIN}/frame/collect.html?vault=vlt_session`;

const nickname: ElementDefinition = { name: 'nickname', type: 'INPUT_FIELD', table: 'cards', column: 'nickname', required: false, enableCardIcon: true, validations: [] };
const setup = (overrides: Partial<CollectFrameSetup> = {}): CollectFrameSetup => ({
  rows: [[nickname]],
  env: 'TEST',
  vaultId: 'vlt_1',
  vaultUrl: VAULT_ORIGIN,
  ...overrides,
});
const request = (overrides: Partial<CollectRequest> = {}): CollectRequest => ({ tokens: true, vaultToken: 'vault-jwt', ...overrides });

/** Mounts a frame and plays its window: records what the SDK posts, and answers as the frame would. */
function mount(frameSetup = setup()) {
  const target = document.createElement('div');
  document.body.append(target);
  const addListener = vi.spyOn(window, 'addEventListener');
  const removeListener = vi.spyOn(window, 'removeEventListener');
  const onDrop = vi.fn();
  const port = createCollectFramePort({ frameLink: FRAME_LINK, title: 'Secure fields', locale: 'en', onDrop });
  const frame: CollectFrame = port.mountFrame(target, frameSetup);
  const iframe = target.querySelector('iframe')!;
  const url = new URL(iframe.src);
  const key = new URLSearchParams(url.hash.slice(1)).get('key')!;
  const received: CollectParentMessage[] = [];
  const targetOrigins: string[] = [];
  const frameWindow = {
    postMessage: vi.fn((data: { protocol: string; key: string; message: CollectParentMessage }, targetOrigin: string) => {
      expect(data.protocol).toBe(FRAME_PROTOCOL);
      expect(data.key).toBe(key);
      received.push(data.message);
      targetOrigins.push(targetOrigin);
    }),
  };
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });
  const send = (message: CollectFrameMessage, overrides: { origin?: string; key?: string } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { protocol: FRAME_PROTOCOL, key: overrides.key ?? key, message },
        origin: overrides.origin ?? VAULT_ORIGIN,
        source: frameWindow as unknown as MessageEventSource,
      }),
    );
  const messageListeners = () => addListener.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener);
  const removedListeners = () => removeListener.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener);
  return { frame, iframe, url, key, received, targetOrigins, send, target, onDrop, messageListeners, removedListeners };
}

const lastRequestId = (received: CollectParentMessage[]) => (received.at(-1) as { requestId: string }).requestId;

describe('the collect frame port', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('mounts a titled, named iframe of the vault frame page with the channel key and parent origin in its fragment', () => {
    const { iframe, url, key } = mount();
    expect(iframe.title).toBe('Secure fields');
    expect(iframe.name).toBe(COLLECT_FRAME_NAME);
    expect(iframe.getAttribute('allow')).toBe('payment');
    expect(url.origin + url.pathname).toBe(`${VAULT_ORIGIN}/frame/collect.html`);
    expect(url.searchParams.get('vault')).toBe('vlt_1');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new URLSearchParams(url.hash.slice(1)).get('parent')).toBe(window.location.origin);
  });

  it('uses the merchant frame page when customElementsUrl is set', () => {
    const { url } = mount(setup({ customElementsUrl: 'https://elements.shop.example/collect.html' }));
    expect(url.origin + url.pathname).toBe('https://elements.shop.example/collect.html');
    expect(url.searchParams.get('vault')).toBe('vlt_1');
  });

  it('queues operations until the frame listens, then sends configure first and the queue in order, to the exact origin', () => {
    const { frame, received, targetOrigins, send } = mount();
    const updated = { ...nickname, label: 'Nickname' };
    frame.updateElement(updated);
    frame.setValue('nickname', 'Work');
    frame.reset();
    expect(received).toEqual([]);

    send({ type: 'ready' });
    expect(received).toEqual([
      { type: 'configure', env: 'TEST', locale: 'en', rows: [[nickname]] },
      { type: 'update', element: updated },
      { type: 'setValue', name: 'nickname', value: 'Work' },
      { type: 'reset' },
    ]);
    frame.clearValue('nickname');
    expect(received.at(-1)).toEqual({ type: 'clearValue', name: 'nickname' });
    expect(new Set(targetOrigins)).toEqual(new Set([VAULT_ORIGIN]));
  });

  it('settles ready when the frame has rendered, and passes element events and its height on', async () => {
    const { frame, send, iframe } = mount();
    const ready = vi.fn();
    void frame.ready.then(ready);
    const events = vi.fn();
    frame.onElementEvent(events);
    send({ type: 'ready' });
    await Promise.resolve();
    expect(ready).not.toHaveBeenCalled();
    send({ type: 'rendered' });
    await frame.ready;
    const state = { isEmpty: false, isComplete: true, isValid: true, isFocused: true, isRequired: false, network: null, value: 'Work' };
    send({ type: 'element', name: 'nickname', event: 'CHANGE', state });
    expect(events).toHaveBeenCalledWith({ name: 'nickname', event: 'CHANGE', state });
    send({ type: 'resize', height: 120.4 });
    expect(iframe.style.height).toBe('121px');
  });

  it("passes a card number's masked value on, and drops a state whose masked value shows more than a BIN", () => {
    const { frame, send, onDrop } = mount();
    const events = vi.fn();
    frame.onElementEvent(events);
    const state = (maskedValue: string) => ({ isEmpty: false, isComplete: true, isValid: true, isFocused: true, isRequired: false, network: 'visa', bin: '42424242', maskedValue });
    send({ type: 'element', name: 'number', event: 'CHANGE', state: state('42424242XXXXXXXX') });
    expect(events).toHaveBeenCalledWith({ name: 'number', event: 'CHANGE', state: state('42424242XXXXXXXX') });
    send({ type: 'element', name: 'number', event: 'CHANGE', state: state('4242424242424242') });
    send({ type: 'element', name: 'number', event: 'CHANGE', state: state('424242424XXXXXXX') });
    expect(events).toHaveBeenCalledTimes(1);
    expect(onDrop.mock.calls.map(([reason]) => reason)).toEqual(['shape', 'shape']);
  });

  it('drops messages with another origin, another key or a wrong shape', () => {
    const { frame, send, onDrop } = mount();
    const events = vi.fn();
    frame.onElementEvent(events);
    const state = { isEmpty: true, isComplete: false, isValid: true, isFocused: false, isRequired: false, network: null };
    send({ type: 'element', name: 'nickname', event: 'FOCUS', state }, { origin: 'http://evil.example' });
    send({ type: 'element', name: 'nickname', event: 'FOCUS', state }, { key: 'f'.repeat(32) });
    send({ type: 'element', name: 'nickname', event: 'PASTE', state } as unknown as CollectFrameMessage);
    expect(events).not.toHaveBeenCalled();
    expect(onDrop.mock.calls.map(([reason]) => reason)).toEqual(['origin', 'key', 'shape']);
  });

  it('answers validate and collect with what the frame answers for that request', async () => {
    const { frame, send, received } = mount();
    send({ type: 'ready' });
    const validation = frame.validate();
    const validateId = lastRequestId(received);
    expect(received.at(-1)).toEqual({ type: 'validate', requestId: validateId });
    send({ type: 'validated', requestId: validateId, isValid: false, invalidElements: ['nickname'] });
    await expect(validation).resolves.toEqual({ isValid: false, invalidElements: ['nickname'] });

    const collecting = frame.collect(
      request({ upsert: [{ table: 'cards', column: 'nickname' }], additionalFields: { records: [{ table: 'cards', skyflowID: 'rec_1', fields: { count: 2, primary: true, note: 'x' } }] } }),
    );
    const collectId = lastRequestId(received);
    expect(collectId).not.toBe(validateId);
    expect(received.at(-1)).toEqual({
      type: 'collect',
      requestId: collectId,
      vaultToken: 'vault-jwt',
      tokens: true,
      additionalFields: { records: [{ table: 'cards', skyflowID: 'rec_1', fields: { count: '2', primary: 'true', note: 'x' } }] },
      upsert: [{ table: 'cards', column: 'nickname' }],
    });
    // An answer to another request changes nothing.
    send({ type: 'collected', requestId: 'request-999', records: [] });
    const records = [{ table: 'cards', skyflowID: 'rec_1', fields: { nickname: 'tok_1' } }];
    send({ type: 'collected', requestId: collectId, records });
    await expect(collecting).resolves.toEqual({ records });
  });

  it('refuses an additional field that the vault cannot store as text, before sending anything', async () => {
    const { frame, send, received } = mount();
    send({ type: 'ready' });
    const sent = received.length;
    const failure = frame.collect(request({ additionalFields: { records: [{ table: 'cards', fields: { meta: { a: 1 } } }] } }));
    await expect(failure).rejects.toMatchObject({ code: 'INVALID_ADDITIONAL_FIELDS', fields: ['collect.options.additionalFields.records[0].fields.meta'] });
    expect(received).toHaveLength(sent);
  });

  it('turns a failed collect into a PaymentClientError with the vault description, status and request id', async () => {
    const { frame, send, received } = mount();
    send({ type: 'ready' });
    const collecting = frame.collect(request());
    send({
      type: 'collectFailed',
      requestId: lastRequestId(received),
      error: { code: 'NETWORK_ERROR', message: 'records.0.fields: must name at least one column', status: 400, requestId: 'req_9' },
    });
    const error = await collecting.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentClientError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 400, requestId: 'req_9', message: 'records.0.fields: must name at least one column - requestId: req_9' });
  });

  it('fails a collect the frame never answers after 30 s with the collect error', async () => {
    const { frame, send } = mount();
    send({ type: 'ready' });
    const settled = vi.fn();
    const collecting = frame.collect(request());
    collecting.catch(settled);
    await vi.advanceTimersByTimeAsync(COLLECT_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(collecting).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: 'Error collecting data from the iframe!' });
  });

  it('removes the iframe and its message listener on destroy, ends pending requests and forgets element listeners', async () => {
    const { frame, send, target, messageListeners, removedListeners, received } = mount();
    const events = vi.fn();
    frame.onElementEvent(events);
    const mounting = frame.ready.catch((error: unknown) => error);
    frame.validate().catch(() => undefined);
    const collecting = frame.collect(request()).catch((error: unknown) => error);
    frame.destroy();

    expect(target.querySelector('iframe')).toBeNull();
    expect(messageListeners()).toHaveLength(1);
    expect(removedListeners()).toEqual(messageListeners());
    await expect(mounting).resolves.toMatchObject({ code: 'ELEMENT_NOT_MOUNTED' });
    await expect(collecting).resolves.toMatchObject({ code: 'ELEMENT_NOT_MOUNTED' });
    expect(vi.getTimerCount()).toBe(0);

    // Nothing reaches the page, and nothing is sent, once destroyed.
    send({ type: 'ready' });
    send({ type: 'element', name: 'nickname', event: 'BLUR', state: { isEmpty: true, isComplete: false, isValid: true, isFocused: false, isRequired: false, network: null } });
    frame.reset();
    expect(events).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it('removes one element listener without touching the others', () => {
    const { frame, send } = mount();
    const first = vi.fn();
    const second = vi.fn();
    const stop = frame.onElementEvent(first);
    frame.onElementEvent(second);
    stop();
    send({ type: 'element', name: 'nickname', event: 'READY', state: { isEmpty: true, isComplete: false, isValid: true, isFocused: false, isRequired: false, network: null } });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('createVault', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("mounts the session's collect frame for the session's vault and collects with the client's vault token", async () => {
    const session = testSession();
    const client = createPaymentClient(testInitResponse(), { environment: 'TEST', locale: 'ar' });
    const vault = createVault(client);
    expect(vault.env).toBe('TEST');
    const container = vault.container('COMPOSABLE', { layout: [1] });
    container.create({ table: 'cards', column: 'card_number', type: 'CARD_NUMBER', name: 'number' });
    const target = document.createElement('div');
    document.body.append(target);
    const mounting = container.mount(target);
    await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS);

    const iframe = target.querySelector('iframe')!;
    const url = new URL(iframe.src);
    expect(`${url.origin}${url.pathname}`).toBe(session.vaultConfiguration.links.collectFrame.split('?')[0]);
    expect(url.searchParams.get('vault')).toBe(session.vaultConfiguration.vaultId);
    const key = new URLSearchParams(url.hash.slice(1)).get('key')!;
    const received: CollectParentMessage[] = [];
    const frameWindow = { postMessage: (data: { message: CollectParentMessage }) => void received.push(data.message) };
    Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => frameWindow });
    const send = (message: CollectFrameMessage) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { protocol: FRAME_PROTOCOL, key, message },
          origin: new URL(session.vaultConfiguration.vaultUrl).origin,
          source: frameWindow as unknown as MessageEventSource,
        }),
      );
    send({ type: 'ready' });
    send({ type: 'rendered' });
    await mounting;
    expect(received[0]).toMatchObject({ type: 'configure', env: 'TEST', locale: 'ar', rows: [[expect.objectContaining({ name: 'number', type: 'CARD_NUMBER' })]] });

    const collecting = container.collect();
    await vi.waitFor(() => expect(received.at(-1)?.type).toBe('collect'));
    const collect = received.at(-1) as Extract<CollectParentMessage, { type: 'collect' }>;
    expect(collect.vaultToken).toBe(session.vaultConfiguration.token);
    send({ type: 'collected', requestId: collect.requestId, records: [{ table: 'cards', skyflowID: 'rec_1', fields: { card_number: 'tok_1' } }] });
    await expect(collecting).resolves.toEqual({ records: [{ table: 'cards', skyflowID: 'rec_1', fields: { card_number: 'tok_1' } }] });
    container.unmount();
    expect(target.querySelector('iframe')).toBeNull();
  });
});
