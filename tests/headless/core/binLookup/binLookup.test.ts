import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderClient } from '../../../../headless/core/api/providerClient';
import { createBinLookupThrottle, lookUpBin, normalizeBin, type BinLookupResult } from '../../../../headless/core/binLookup/binLookup';

describe('normalizeBin', () => {
  it('strips dashes, spaces and X and keeps at most 8 digits', () => {
    expect(normalizeBin('4242-4242-4242')).toBe('42424242');
    expect(normalizeBin('424242XXXXXX')).toBe('424242');
    expect(normalizeBin('4242 42')).toBe('424242');
  });

  it('needs at least 6 digits', () => {
    expect(normalizeBin('42424')).toBeNull();
    expect(normalizeBin('42424X')).toBeNull();
    expect(normalizeBin('abcdef')).toBeNull();
  });
});

describe('lookUpBin', () => {
  it('returns the provider answer for the BIN', async () => {
    const client: ProviderClient = { request: vi.fn(async () => ({ bin: '424242', network: 'visa', issuerCountry: { code: 'GB' } })) as never };
    await expect(lookUpBin(client, 'http://p.test/bin', '424242')).resolves.toEqual({ bin: '424242', network: 'visa', issuerCountry: { code: 'GB' } });
    expect(client.request).toHaveBeenCalledWith({ method: 'POST', url: 'http://p.test/bin', body: { bin: '424242' } });
  });

  it('returns only the BIN when the lookup fails, and hands the failure to onError', async () => {
    const failure = new Error('down');
    const client: ProviderClient = { request: async () => Promise.reject(failure) };
    const onError = vi.fn();
    await expect(lookUpBin(client, 'http://p.test/bin', '424242', onError)).resolves.toEqual({ bin: '424242' });
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    await expect(lookUpBin(client, 'http://p.test/bin', '424242')).resolves.toEqual({ bin: '424242' });
  });
});

describe('createBinLookupThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const lookUp = vi.fn(async (bin: string): Promise<BinLookupResult> => ({ bin, network: 'visa' }));
    const onResult = vi.fn();
    const throttle = createBinLookupThrottle(lookUp, onResult);
    return { lookUp, onResult, throttle };
  }

  it('looks up at once from 6 digits, then at most once per 500 ms with the latest BIN', async () => {
    const { lookUp, onResult, throttle } = setup();
    throttle.request('42424');
    expect(lookUp).not.toHaveBeenCalled();
    throttle.request('424242');
    expect(lookUp).toHaveBeenCalledWith('424242');
    throttle.request('4242424');
    throttle.request('42424242');
    expect(lookUp).toHaveBeenCalledTimes(1);
    // PC-BIN-2: BIN lookup throttle 500 ms.
    await vi.advanceTimersByTimeAsync(499);
    expect(lookUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(lookUp).toHaveBeenLastCalledWith('42424242');
    expect(lookUp).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith({ bin: '42424242', network: 'visa' });
  });

  it('does not look up the same BIN twice', async () => {
    const { lookUp, throttle } = setup();
    throttle.request('4242 4242 4242');
    await vi.advanceTimersByTimeAsync(1000);
    throttle.request('4242 4242 4242 4242');
    await vi.advanceTimersByTimeAsync(1000);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('drops an answer for a BIN the shopper has since erased', async () => {
    let resolve: (value: BinLookupResult) => void = () => {};
    const lookUp = vi.fn(() => new Promise<BinLookupResult>((r) => (resolve = r)));
    const onResult = vi.fn();
    const throttle = createBinLookupThrottle(lookUp, onResult);
    throttle.request('424242');
    throttle.request('42');
    resolve({ bin: '424242' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).not.toHaveBeenCalled();
  });
});
