// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTAINER_MOUNT_DELAY_MS } from '../../../../headless/core/collect/constants';
import type { CollectContainer } from '../../../../headless/core/collect/collectContainer';
import type { CollectElementState } from '../../../../headless/core/collect/collectFramePort';
import { createVaultClient } from '../../../../headless/core/vault/vaultClient';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import type { VaultConfigInput } from '../../../../headless/core/vault/vaultConfig';
import { fakeJwt } from '../../../support/session';
import { COLLECTED, fakeCollectPort } from './fakeCollectPort';
import { expectConsoleError } from '../../../support/consoleGuard';

const NOW = 1_800_000_000_000;
const cardNumber = { table: 'cards', column: 'card_number', type: 'CARD_NUMBER', name: 'number' } as const;
const cvv = { table: 'cards', column: 'security_code', type: 'CVV', name: 'cvv' } as const;
const nickname = { table: 'cards', column: 'nickname', type: 'INPUT_FIELD', name: 'nickname' } as const;

const state = (overrides: Partial<CollectElementState> = {}): CollectElementState => ({
  isEmpty: false,
  isComplete: true,
  isValid: true,
  isFocused: false,
  isRequired: false,
  network: null,
  ...overrides,
});

function setup(vault: Partial<VaultConfigInput> = {}, port = fakeCollectPort()) {
  const getBearerToken = vi.fn(async () => fakeJwt(Date.now() / 1000 + 3600));
  const client = createVaultClient({ vaultId: 'vlt_1', vaultUrl: 'https://vault.example', getBearerToken, ...vault }, port.port);
  const target = document.createElement('div');
  document.body.append(target);
  return { ...port, client, getBearerToken, target };
}

async function mountNow(container: CollectContainer, target: HTMLElement) {
  const mounting = container.mount(target);
  await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS);
  await mounting;
}

describe('collect container lifecycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the 50 ms mount delay before mounting the frame, then settles when it is ready', async () => {
    let frameReady!: () => void;
    const port = fakeCollectPort({ ready: () => new Promise<void>((resolve) => (frameReady = resolve)) });
    const { client, mountFrame, target } = setup({}, port);
    const container = client.container('COLLECT');
    container.create(cardNumber);
    const settled = vi.fn();
    void container.mount(target).then(settled);

    await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS - 1);
    expect(mountFrame).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(mountFrame).toHaveBeenCalledWith(target, expect.objectContaining({ env: 'PRODUCTION', vaultId: 'vlt_1', vaultUrl: 'https://vault.example' }));
    expect(settled).not.toHaveBeenCalled();
    frameReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalled();
  });

  it('refuses a second mount while mounting and once mounted, and mounts again after unmount', async () => {
    const { client, mountFrame, frame, target } = setup();
    const container = client.container('COLLECT');
    container.create(cardNumber);
    const mounting = container.mount(target);
    expect(() => container.mount(target)).toThrow(expect.objectContaining({ code: 'CONTAINER_ALREADY_MOUNTED' }));
    await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS);
    await mounting;
    expect(() => container.mount(target)).toThrow(
      expect.objectContaining({ code: 'CONTAINER_ALREADY_MOUNTED', message: 'container.mount(target) was called twice: unmount the container before mounting it again' }),
    );
    expect(mountFrame).toHaveBeenCalledTimes(1);

    container.unmount();
    expect(frame(0).frame.destroy).toHaveBeenCalled();
    await mountNow(container, target);
    expect(mountFrame).toHaveBeenCalledTimes(2);
  });

  it('mounts nothing when unmounted during the delay (a StrictMode double mount leaves one frame)', async () => {
    const { client, mountFrame, target } = setup();
    const container = client.container('COLLECT');
    container.create(cardNumber);
    const first = container.mount(target);
    const firstOutcome = first.catch((error: unknown) => error);
    container.unmount();
    const second = container.mount(target);
    await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS);
    await second;
    expect(await firstOutcome).toMatchObject({ code: 'ELEMENT_NOT_MOUNTED', message: 'The container was unmounted during its mount' });
    expect(mountFrame).toHaveBeenCalledTimes(1);
  });

  it('reports a frame that fails to mount, removes it, and allows another mount', async () => {
    const cause = new Error('frame blocked by CSP');
    const port = fakeCollectPort({ ready: () => Promise.reject(cause) });
    const { client, frame, target } = setup({}, port);
    const container = client.container('COLLECT');
    container.create(cardNumber);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = container.mount(target).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS);
    expect(await outcome).toMatchObject({ code: 'CONTAINER_MOUNT_FAILED', message: 'The container could not be mounted', cause });
    expect(consoleError).toHaveBeenCalledWith('[PaymentClient] The container could not be mounted');
    consoleError.mockRestore();
    expect(frame(0).frame.destroy).toHaveBeenCalled();
    expect(() => container.mount(target)).not.toThrow();
  });

  it('refuses collect, validate and reset before the container is mounted and its frame ready', async () => {
    let frameReady!: () => void;
    const port = fakeCollectPort({ ready: () => new Promise<void>((resolve) => (frameReady = resolve)) });
    const { client, target } = setup({}, port);
    const container = client.container('COLLECT');
    container.create(cardNumber);
    const notMounted = { code: 'ELEMENT_NOT_MOUNTED', message: 'All elements must be mounted before collect: call container.mount(target) and wait for it' };
    for (const action of ['collect', 'validate', 'reset']) expectConsoleError(`[PaymentClient] All elements must be mounted before ${action}:`);
    await expect(container.collect()).rejects.toMatchObject(notMounted);
    await expect(container.validate()).rejects.toMatchObject({ code: 'ELEMENT_NOT_MOUNTED' });
    expect(() => container.reset()).toThrow(expect.objectContaining({ code: 'ELEMENT_NOT_MOUNTED' }));

    const mounting = container.mount(target);
    await vi.advanceTimersByTimeAsync(CONTAINER_MOUNT_DELAY_MS);
    await expect(container.collect()).rejects.toMatchObject(notMounted);
    frameReady();
    await mounting;
    await expect(container.collect()).resolves.toEqual(COLLECTED);
  });

  it('refuses new elements once mounted', async () => {
    const { client, target } = setup();
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    expect(() => container.create(cvv)).toThrow(expect.objectContaining({ code: 'CONTAINER_ALREADY_MOUNTED' }));
  });

  it('passes the vault token and the collect options to the frame, tokens true by default', async () => {
    const { client, frame, getBearerToken, target } = setup();
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    expect(getBearerToken).not.toHaveBeenCalled();

    await expect(container.collect()).resolves.toEqual(COLLECTED);
    const vaultToken = await getBearerToken.mock.results[0]!.value;
    expect(frame().frame.collect).toHaveBeenLastCalledWith({ vaultToken, tokens: true });

    const options = {
      tokens: false,
      additionalFields: { records: [{ table: 'orders', fields: { order: 'o-1' }, skyflowID: 'sky-9' }] },
      upsert: [{ table: 'cards', column: 'card_number' }],
    };
    await container.collect(options);
    expect(frame().frame.collect).toHaveBeenLastCalledWith({ vaultToken, ...options });
  });

  it('reports a failed bearer token to the frame and passes the rejection on as it came; nothing is collected', async () => {
    const rejection = new Error('the shop could not mint a token');
    const { client, frame, target } = setup({ getBearerToken: vi.fn(async () => Promise.reject(rejection)) });
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    const failure = await container.collect().catch((error: unknown) => error);
    expect(failure).toMatchObject({ cause: rejection });
    expect(frame().frame.reportBearerTokenFailure).toHaveBeenCalledTimes(1);
    expect(frame().frame.collect).not.toHaveBeenCalled();

    // A token that is not a usable JWT is reported the same way.
    const expired = setup({ getBearerToken: async () => 'not-a-jwt' });
    const other = expired.client.container('COLLECT');
    other.create(cardNumber);
    await mountNow(other, expired.target);
    await expect(other.collect()).rejects.toMatchObject({ code: 'INVALID_BEARER_TOKEN' });
    expect(expired.frame().frame.reportBearerTokenFailure).toHaveBeenCalledTimes(1);
  });

  it('refuses collect without getBearerToken in the vault config', async () => {
    const { client, frame, target } = setup({ getBearerToken: undefined });
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    await expect(container.collect()).rejects.toMatchObject({
      code: 'MISSING_BEARER_TOKEN_PROVIDER',
      message: 'vault.getBearerToken is required to collect: pass a function returning a Promise<string> with a vault JWT',
    });
    expect(frame().frame.collect).not.toHaveBeenCalled();
  });

  it.each([
    ['an expired JWT', () => fakeJwt(NOW / 1000 - 60)],
    ['a token that is not a JWT', () => 'opaque-token'],
    ['a value that is not a string', () => 42 as unknown as string],
  ])('refuses %s from getBearerToken and sends nothing to the frame', async (_title, token) => {
    const { client, frame, target } = setup({ getBearerToken: async () => token() });
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    await expect(container.collect()).rejects.toMatchObject({
      code: 'INVALID_BEARER_TOKEN',
      message: 'Vault token is not valid or expired: getBearerToken must resolve to a JWT whose exp has not passed',
    });
    expect(frame().frame.collect).not.toHaveBeenCalled();
  });

  it('reuses the token until it expires, then fetches a new one', async () => {
    const getBearerToken = vi.fn(async () => fakeJwt(Date.now() / 1000 + 600));
    const { client, frame, target } = setup({ getBearerToken });
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    await container.collect();
    await container.collect();
    expect(getBearerToken).toHaveBeenCalledTimes(1);

    vi.setSystemTime(NOW + 600_000);
    await container.collect();
    expect(getBearerToken).toHaveBeenCalledTimes(2);
    const [first, , third] = frame().frame.collect.mock.calls.map(([request]) => request.vaultToken);
    expect(third).not.toBe(first);
  });

  it('asks for one token at a time when collects overlap', async () => {
    let resolveToken!: (token: string) => void;
    const getBearerToken = vi.fn(() => new Promise<string>((resolve) => (resolveToken = resolve)));
    const { client, frame, target } = setup({ getBearerToken });
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    const both = Promise.all([container.collect(), container.collect()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(getBearerToken).toHaveBeenCalledTimes(1);
    resolveToken(fakeJwt(NOW / 1000 + 600));
    await both;
    expect(frame().frame.collect).toHaveBeenCalledTimes(2);
  });

  it('passes a rejected getBearerToken on as the cause', async () => {
    const reason = new Error('merchant token endpoint down');
    const { client, frame, target } = setup({ getBearerToken: () => Promise.reject(reason) });
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    await expect(container.collect()).rejects.toMatchObject({ code: 'AUTHENTICATION_ERROR', cause: reason });
    expect(frame().frame.collect).not.toHaveBeenCalled();
  });

  it('reports a failed collect once, with the frame error as the cause', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    const cause = new Error('vault unreachable');
    frame().frame.collect.mockRejectedValueOnce(cause);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(container.collect()).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: 'Error collecting data from the iframe!', cause });
    expect(consoleError).toHaveBeenCalledWith('[PaymentClient] Error collecting data from the iframe!');
    consoleError.mockRestore();
  });

  it('logs a refused collect with the vault description after the catalogue text', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COLLECT');
    container.create(cardNumber);
    await mountNow(container, target);
    frame().frame.collect.mockRejectedValueOnce(new PaymentClientError('NETWORK_ERROR', 'Invalid table cards - requestId: req-4', { requestId: 'req-4' }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(container.collect()).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: 'Invalid table cards - requestId: req-4' });
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('[PaymentClient] Error collecting data from the iframe! Invalid table cards - requestId: req-4');
    consoleError.mockRestore();
  });

  it('logs, as well as throws, an element it cannot create, a missing parent element and a call before mount (PC-COLLECT-13)', async () => {
    const { client } = setup();
    const container = client.container('COLLECT');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let created: unknown;
    try {
      container.create({ ...cardNumber, type: 'NOPE' } as never);
    } catch (error) {
      created = error;
    }
    expect(created).toBeInstanceOf(PaymentClientError);
    expect(consoleError).toHaveBeenLastCalledWith(`[PaymentClient] Error creating collect element! ${(created as PaymentClientError).message}`);

    container.create(cardNumber);
    expect(() => container.mount(null as never)).toThrow(expect.objectContaining({ code: 'INVALID_MOUNT_TARGET' }));
    expect(consoleError).toHaveBeenLastCalledWith(expect.stringMatching(/^\[PaymentClient\] container\.mount\(target\) needs the DOM element/));

    await expect(container.validate()).rejects.toMatchObject({ code: 'ELEMENT_NOT_MOUNTED' });
    expect(consoleError).toHaveBeenLastCalledWith(expect.stringMatching(/^\[PaymentClient\] All elements must be mounted before validate/));
    expect(consoleError).toHaveBeenCalledTimes(3);
    consoleError.mockRestore();
  });

  it('validates and resets through the frame once mounted', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COLLECT');
    container.create(cardNumber);
    container.create(cvv);
    await mountNow(container, target);
    await expect(container.validate()).resolves.toEqual({ isValid: false, invalidElements: ['cvv'] });
    container.reset();
    expect(frame().frame.reset).toHaveBeenCalledTimes(1);
  });

  it('in PRODUCTION, setValue and clearValue only warn', async () => {
    const warn = vi.fn();
    const { client, frame, target } = setup({ warn, logLevel: 'WARN' });
    const container = client.container('COLLECT');
    const element = container.create(nickname);
    await mountNow(container, target);
    element.setValue('Work card');
    element.clearValue();
    expect(frame().frame.setValue).not.toHaveBeenCalled();
    expect(frame().frame.clearValue).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([
      ['setValue only works in TEST: element "nickname" was left unchanged'],
      ['clearValue only works in TEST: element "nickname" was left unchanged'],
    ]);
  });

  it('keeps warnings below the default ERROR log level quiet', async () => {
    const warn = vi.fn();
    const { client, target } = setup({ warn });
    const container = client.container('COLLECT');
    const element = container.create(nickname);
    await mountNow(container, target);
    element.setValue('Work card');
    expect(warn).not.toHaveBeenCalled();
  });

  it('in TEST, forwards setValue and clearValue to the frame', async () => {
    const warn = vi.fn();
    const { client, frame, target } = setup({ env: 'TEST', warn, logLevel: 'DEBUG' });
    const container = client.container('COLLECT');
    const element = container.create(nickname);
    await mountNow(container, target);
    element.setValue('Work card');
    element.clearValue();
    expect(frame().frame.setValue).toHaveBeenCalledWith('nickname', 'Work card');
    expect(frame().frame.clearValue).toHaveBeenCalledWith('nickname');
    expect(warn).not.toHaveBeenCalled();
    expect(() => element.setValue(5 as unknown as string)).toThrow(expect.objectContaining({ code: 'INVALID_ELEMENT_VALUE' }));
  });

  it('keeps element names fixed and forwards a valid update to the mounted frame', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COLLECT');
    const element = container.create(cardNumber);
    await mountNow(container, target);
    expect(() => element.update({ name: 'pan' })).toThrow(expect.objectContaining({ code: 'IMMUTABLE_ELEMENT_NAME' }));
    expect(element.name).toBe('number');

    element.update({ name: 'number', label: 'Card number', required: true });
    expect(frame().frame.updateElement).toHaveBeenCalledWith({
      name: 'number',
      type: 'CARD_NUMBER',
      table: 'cards',
      column: 'card_number',
      label: 'Card number',
      required: true,
      enableCardIcon: true,
      validations: [],
    });
  });

  it('refuses an update that would break the mounted layout, and keeps the old definition', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COMPOSABLE', { layout: [['CARD_NUMBER', 'CVV']] });
    container.create(cardNumber);
    const cvvElement = container.create(cvv);
    await mountNow(container, target);
    expect(() => cvvElement.update({ type: 'PIN' })).toThrow(expect.objectContaining({ code: 'INVALID_LAYOUT' }));
    expect(cvvElement.type).toBe('CVV');
    expect(frame().frame.updateElement).not.toHaveBeenCalled();
  });

  it('delivers element events to handlers, with values only for non-card types in TEST', async () => {
    const { client, frame, target } = setup({ env: 'TEST' });
    const container = client.container('COLLECT');
    const number = container.create(cardNumber);
    const nick = container.create(nickname);
    const onNumber = vi.fn();
    const onNick = vi.fn();
    number.on('CHANGE', onNumber);
    nick.on('CHANGE', onNick);
    await mountNow(container, target);

    frame().emit({ name: 'number', event: 'CHANGE', state: state({ network: 'visa', value: '4242424242424242' }) });
    frame().emit({ name: 'nickname', event: 'CHANGE', state: state({ value: 'Work card' }) });
    expect(onNumber).toHaveBeenCalledWith(state({ network: 'visa' }));
    expect(onNumber.mock.calls[0]![0]).not.toHaveProperty('value');
    expect(onNick).toHaveBeenCalledWith(state({ value: 'Work card' }));
  });

  it('never passes values to handlers in PRODUCTION', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COLLECT');
    const onNick = vi.fn();
    container.create(nickname).on('CHANGE', onNick);
    await mountNow(container, target);
    frame().emit({ name: 'nickname', event: 'CHANGE', state: state({ value: 'Work card' }) });
    expect(onNick.mock.calls[0]![0]).not.toHaveProperty('value');
  });

  it('removes a handler with the function on() returns, and keeps others running when one throws', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COLLECT');
    const element = container.create(cardNumber);
    const failing = vi.fn(() => {
      throw new Error('merchant bug');
    });
    const removed = vi.fn();
    const kept = vi.fn();
    element.on('FOCUS', failing);
    const off = element.on('FOCUS', removed);
    element.on('FOCUS', kept);
    off();
    await mountNow(container, target);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    frame().emit({ name: 'number', event: 'FOCUS', state: state({ isFocused: true }) });
    expect(removed).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[PaymentClient] The FOCUS handler of element "number" threw: merchant bug');
    consoleError.mockRestore();
  });

  it('unmount removes the frame listener and the frame, so late events reach no handler', async () => {
    const { client, frame, target } = setup();
    const container = client.container('COLLECT');
    const onChange = vi.fn();
    container.create(cardNumber).on('CHANGE', onChange);
    await mountNow(container, target);
    const mounted = frame();
    expect(mounted.listenerCount()).toBe(1);

    container.unmount();
    expect(mounted.stopListening).toHaveBeenCalledTimes(1);
    expect(mounted.listenerCount()).toBe(0);
    expect(mounted.frame.destroy).toHaveBeenCalledTimes(1);
    mounted.emit({ name: 'number', event: 'CHANGE', state: state() });
    expect(onChange).not.toHaveBeenCalled();
    expectConsoleError('[PaymentClient] All elements must be mounted before collect:');
    await expect(container.collect()).rejects.toMatchObject({ code: 'ELEMENT_NOT_MOUNTED' });
  });

  it('resolves the frame rows from the layout', async () => {
    const { client, frame, target } = setup({ customElementsUrl: 'https://elements.example/collect.html' });
    const composable = client.container('COMPOSABLE', { layout: [1, 0, 2] });
    composable.create(cardNumber);
    composable.create(cvv);
    composable.create(nickname);
    await mountNow(composable, target);
    expect(frame(0).setup.rows.map((row) => row.map((element) => element.name))).toEqual([['number'], [], ['cvv', 'nickname']]);
    expect(frame(0).setup.customElementsUrl).toBe('https://elements.example/collect.html');

    const custom = client.container('COMPOSABLE', { layout: [['CVV', 'CARD_NUMBER']] });
    custom.create(cardNumber);
    custom.create(cvv);
    await mountNow(custom, target);
    expect(frame(1).setup.rows.map((row) => row.map((element) => element.name))).toEqual([['cvv', 'number']]);

    const collect = client.container('COLLECT');
    collect.create(cardNumber);
    collect.create(cvv);
    await mountNow(collect, target);
    expect(frame(2).setup.rows.map((row) => row.map((element) => element.name))).toEqual([['number'], ['cvv']]);
  });
});
