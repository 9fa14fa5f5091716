import { describe, expect, it, vi } from 'vitest';
import type { AdNetwork } from '../../../../host-app/client/ads/adNetwork';
import type { AdModule, AdRuntime } from '../../../../host-app/client/ads/adRuntimeTypes';
import { createAdsController, type AdsControllerOptions } from '../../../../host-app/client/ads/adsController';
import { settle } from '../analytics/manualTimers';
import { sampleConfiguration } from './sampleConfiguration';

function setup(overrides: Partial<AdsControllerOptions> = {}) {
  const runtime: AdRuntime = { serves: () => true, renderSlot: () => () => {}, dispose: vi.fn() };
  const module: AdModule = { createAdRuntime: vi.fn(() => runtime) };
  const options: AdsControllerOptions = {
    isVIP: false,
    exemptFlag: false,
    loadConfig: vi.fn(async () => sampleConfiguration()),
    loadAdModule: vi.fn(async () => module),
    ...overrides,
  };
  const controller = createAdsController(options);
  return { controller, options, module, runtime };
}

describe('ads controller', () => {
  it('makes no configuration request and loads no ad code for a VIP subscriber', async () => {
    const { controller, options } = setup({ isVIP: true });
    await settle();
    expect(controller.store.getState()).toEqual({ status: 'off', reason: 'vip' });
    expect(options.loadConfig).not.toHaveBeenCalled();
    expect(options.loadAdModule).not.toHaveBeenCalled();
  });

  it('makes no configuration request and loads no ad code for an exempt visitor', async () => {
    const { controller, options } = setup({ exemptFlag: true });
    await settle();
    expect(controller.store.getState()).toEqual({ status: 'off', reason: 'exempt' });
    expect(options.loadConfig).not.toHaveBeenCalled();
    expect(options.loadAdModule).not.toHaveBeenCalled();
  });

  it('does nothing while VIP status is unknown', async () => {
    const { controller, options } = setup({ isVIP: null });
    await settle();
    expect(controller.store.getState()).toEqual({ status: 'waiting' });
    expect(options.loadConfig).not.toHaveBeenCalled();
  });

  it('loads no ad code when no configuration exists', async () => {
    const { controller, options } = setup({ loadConfig: vi.fn(async () => null) });
    await settle();
    expect(options.loadConfig).toHaveBeenCalledOnce();
    expect(controller.store.getState()).toEqual({ status: 'off', reason: 'noConfiguration' });
    expect(options.loadAdModule).not.toHaveBeenCalled();
  });

  it('treats a failed configuration load as none', async () => {
    const { controller, options } = setup({ loadConfig: vi.fn(() => Promise.reject(new Error('offline'))) });
    await settle();
    expect(controller.store.getState()).toEqual({ status: 'off', reason: 'noConfiguration' });
    expect(options.loadAdModule).not.toHaveBeenCalled();
  });

  it('loads the ads module with the configuration and network for a visitor', async () => {
    const network: AdNetwork = { name: 'test', load: async () => {}, render: async () => {} };
    const { controller, module, runtime } = setup({ loadNetwork: async () => network });
    expect(controller.store.getState()).toEqual({ status: 'loading' });
    await settle(10);
    expect(module.createAdRuntime).toHaveBeenCalledWith({ config: sampleConfiguration(), network });
    expect(controller.store.getState()).toEqual({ status: 'ready', runtime });
  });

  it('falls back to house ads when the network cannot load', async () => {
    const { controller, module } = setup({ loadNetwork: () => Promise.reject(new Error('blocked')) });
    await settle(10);
    expect(module.createAdRuntime).toHaveBeenCalledWith(expect.objectContaining({ network: null }));
    expect(controller.store.getState().status).toBe('ready');
  });

  it('stops a pending load and removes loaded ads when disposed', async () => {
    let signal: AbortSignal | undefined;
    let answer: (value: null) => void = () => {};
    const pending = setup({ loadConfig: (given) => ((signal = given), new Promise((resolve) => (answer = resolve))) });
    pending.controller.dispose();
    expect(signal!.aborted).toBe(true);
    answer(null);
    await settle();
    expect(pending.options.loadAdModule).not.toHaveBeenCalled();

    const loaded = setup();
    await settle(10);
    loaded.controller.dispose();
    expect(loaded.runtime.dispose).toHaveBeenCalledOnce();
  });
});
