// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { createScriptLoader, type ScriptHost, type ScriptOwner } from '../../../../headless/core/wallets/scriptLoader';
import { flush } from './walletFakes';

/** A page where script elements are created but never fetched: the test fires load or error itself. */
function fakeHost(globals: Record<string, unknown> = {}) {
  const inserted: HTMLScriptElement[] = [];
  const host: ScriptHost = {
    createScript: () => document.createElement('script'),
    insert: (script) => inserted.push(script),
    readGlobal: (name) => globals[name],
  };
  return { host, inserted, globals };
}

describe('createScriptLoader', () => {
  it('inserts one async script per URL and hands every caller the vendor global', async () => {
    const paypal = { Buttons() {} };
    const { host, inserted } = fakeHost({ paypal });
    const load = createScriptLoader(host);
    const first = load('https://pay.test/sdk.js?a=1', { wallet: 'payPal' });
    const second = load('https://pay.test/sdk.js?a=1', { wallet: 'payPal' });
    expect(inserted).toHaveLength(1);
    expect(inserted[0]!.src).toBe('https://pay.test/sdk.js?a=1');
    expect(inserted[0]!.async).toBe(true);
    inserted[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(paypal);
    await expect(second).resolves.toBe(paypal);
    await expect(load('https://pay.test/sdk.js?a=1', { wallet: 'payPal' })).resolves.toBe(paypal);
    expect(inserted).toHaveLength(1);
  });

  it('keeps the global each URL defined, so two PayPal queries do not share a namespace', async () => {
    const { host, inserted, globals } = fakeHost();
    const load = createScriptLoader(host);
    const capture = load('https://pay.test/sdk.js?intent=capture', { wallet: 'payPal' });
    globals.paypal = { id: 'capture' };
    inserted[0]!.dispatchEvent(new Event('load'));
    const tokenize = load('https://pay.test/sdk.js?intent=tokenize', { wallet: 'payPal' });
    globals.paypal = { id: 'tokenize' };
    inserted[1]!.dispatchEvent(new Event('load'));
    await expect(tokenize).resolves.toEqual({ id: 'tokenize' });
    await expect(capture).resolves.toEqual({ id: 'capture' });
    await expect(load('https://pay.test/sdk.js?intent=capture', { wallet: 'payPal' })).resolves.toEqual({ id: 'capture' });
  });

  it.each<[ScriptOwner, string]>([
    ['applePay', 'Apple Pay script could not be loaded'],
    ['googlePay', 'Google Pay script could not be loaded'],
    ['payPal', 'PayPal script could not be loaded'],
    ['unknown', 'Payment script could not be loaded'],
  ])('rejects a failed %s script with its own message', async (wallet, message) => {
    const { host, inserted } = fakeHost();
    const loading = createScriptLoader(host)('https://cdn.test/x.js', { wallet });
    inserted[0]!.dispatchEvent(new Event('error'));
    const error = await loading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentClientError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message });
  });

  it('forgets a failed load and removes its element, so the next call tries again', async () => {
    const { host, inserted } = fakeHost({ google: { payments: {} } });
    const load = createScriptLoader(host);
    const first = load('https://cdn.test/pay.js', { wallet: 'googlePay' });
    const wrapper = document.createElement('div');
    wrapper.append(inserted[0]!);
    inserted[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Google Pay script could not be loaded');
    expect(wrapper.children).toHaveLength(0);
    const second = load('https://cdn.test/pay.js', { wallet: 'googlePay' });
    expect(inserted).toHaveLength(2);
    inserted[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toEqual({ payments: {} });
  });

  it('treats a script that ran without defining the vendor global as failed', async () => {
    const { host, inserted } = fakeHost();
    const loading = createScriptLoader(host)('https://cdn.test/apple.js', { wallet: 'applePay' });
    inserted[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('Apple Pay script could not be loaded');
  });

  it('resolves unknown scripts without reading a global', async () => {
    const { host, inserted } = fakeHost({ paypal: {} });
    const loading = createScriptLoader(host)('https://cdn.test/other.js', { wallet: 'unknown' });
    inserted[0]!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it("rejects an aborted wait with 'PayPal button loading aborted' while other callers still get the script", async () => {
    const paypal = { Buttons() {} };
    const { host, inserted } = fakeHost({ paypal });
    const load = createScriptLoader(host);
    const controller = new AbortController();
    const aborted = load('https://pay.test/sdk.js', { wallet: 'payPal', signal: controller.signal });
    const other = load('https://pay.test/sdk.js', { wallet: 'payPal' });
    controller.abort();
    const error = await aborted.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'PayPal button loading aborted' });
    inserted[0]!.dispatchEvent(new Event('load'));
    await expect(other).resolves.toBe(paypal);
  });

  it('does not insert a script when the signal is already aborted', async () => {
    const { host, inserted } = fakeHost();
    const controller = new AbortController();
    controller.abort();
    await expect(createScriptLoader(host)('https://pay.test/sdk.js', { wallet: 'payPal', signal: controller.signal })).rejects.toThrow(
      'PayPal button loading aborted',
    );
    expect(inserted).toHaveLength(0);
  });

  it('uses a neutral abort message for other wallets', async () => {
    const { host } = fakeHost();
    const controller = new AbortController();
    const loading = createScriptLoader(host)('https://cdn.test/apple.js', { wallet: 'applePay', signal: controller.signal });
    controller.abort();
    await flush();
    await expect(loading).rejects.toThrow('Payment script loading aborted');
  });
});
