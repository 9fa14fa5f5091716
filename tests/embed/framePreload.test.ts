import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../embed/index';
import { testInitResponse, testSession } from '../support/session';

/** PC-VAULT-3: the card frame is preloaded from the assets host, at `init`, before any `mount`. */
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const CARD_FRAME = testSession().vaultConfiguration.links.cardFrame;

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the card frame preload', () => {
  it('fetches the session’s card frame page at init, before any mount, and once', () => {
    const fetch = stubFetch(() => Promise.resolve(new Response('<!doctype html>')));
    const client = init(testInitResponse(), { environment: 'TEST' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(CARD_FRAME);
    expect(document.querySelector('iframe')).toBeNull();

    // A component made later fetches nothing more before it mounts.
    client.cardForm();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is a plain request, so the frame’s own load may take its cached answer: no credentials, no other options', () => {
    const fetch = stubFetch(() => Promise.resolve(new Response('')));
    init(testInitResponse(), { environment: 'TEST' });
    // fetch's defaults: mode cors, and credentials only to the page's own origin, never the vault's.
    expect(fetch.mock.calls[0]).toEqual([CARD_FRAME]);
  });

  it('leaves a session without cards alone: a page paying only with wallets or redirects never shows the card frame', () => {
    const fetch = stubFetch(() => Promise.resolve(new Response('')));
    init(testInitResponse({ paymentMethods: [{ paymentMethodCode: 'payPal' }, { paymentMethodCode: 'genericRedirect' }] }), {
      environment: 'TEST',
      returnInfo: { success: 'http://localhost:3000/ok', error: 'http://localhost:3000/failed' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails quietly: the frame loads on its own at mount, so a failed preload is neither thrown nor logged', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const errors = vi.spyOn(console, 'error');
    try {
      const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(() => init(testInitResponse(), { environment: 'TEST', logLevel: 'DEBUG' })).not.toThrow();
      expect(fetch).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      errors.mockRestore();
    }
  });
});
