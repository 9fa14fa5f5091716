import { describe, expect, it } from 'vitest';
import { PaymentClientError } from '../../headless/core/errors/PaymentClientError';
import { CLIENT_VERSION } from '../../headless/core/api/constants';

type Global = Record<string, unknown>;

describe('the script tags', () => {
  it.each([
    ['PaymentClient', () => import('../../embed/scriptTag')],
    ['PaymentClientVault', () => import('../../embed/vaultScriptTag')],
  ])('set window.%s to init, version and the error class, and nothing else', async (name, load) => {
    await load();
    const global = (window as unknown as Record<string, Global>)[name]!;
    expect(Object.keys(global).sort()).toEqual(['PaymentClientError', 'init', 'version']);
    expect(global.version).toBe(CLIENT_VERSION);
    expect(global.PaymentClientError).toBe(PaymentClientError);
    expect(() => (global.init as (response: unknown) => unknown)({})).toThrow(PaymentClientError);
    // The first import transforms the entry's whole module graph, which takes seconds on busy cores.
  }, 30_000);
});
