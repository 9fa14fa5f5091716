import { describe, expect, it } from 'vitest';
import { PaymentClientError } from '../../headless/core/errors/PaymentClientError';
import { CLIENT_VERSION } from '../../headless/core/api/constants';

describe('the script tag', () => {
  it('sets window.PaymentClient to init, version and the error class, and nothing else', async () => {
    await import('../../embed/scriptTag');
    const global = (window as unknown as { PaymentClient: Record<string, unknown> }).PaymentClient;
    expect(Object.keys(global).sort()).toEqual(['PaymentClientError', 'init', 'version']);
    expect(global.version).toBe(CLIENT_VERSION);
    expect(global.PaymentClientError).toBe(PaymentClientError);
    expect(() => (global.init as (response: unknown) => unknown)({})).toThrow(PaymentClientError);
  });
});
