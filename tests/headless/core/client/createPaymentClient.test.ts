import { describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { PaymentClientError } from '../../../../headless/core/errors/PaymentClientError';
import { testInitResponse } from '../../../support/session';

describe('createPaymentClient', () => {
  it('applies the spec defaults: PRODUCTION, ERROR, en', () => {
    const client = createPaymentClient(testInitResponse());
    expect(client.options).toMatchObject({ environment: 'PRODUCTION', logLevel: 'ERROR', locale: 'en' });
  });

  it('calls onClientInitialized with the execution', () => {
    const onClientInitialized = vi.fn();
    createPaymentClient(testInitResponse(), { events: { onClientInitialized } });
    expect(onClientInitialized).toHaveBeenCalledWith(expect.objectContaining({ id: 'exe_1' }));
  });

  it('names a callback that is not a function once, by its path', () => {
    expect(() => createPaymentClient(testInitResponse(), { getBearerToken: 'abc' })).toThrow(
      'Invalid options: options.getBearerToken must be a function',
    );
  });

  it.each([
    [{ environment: 'STAGING' }, 'options.environment'],
    [{ locale: 'fr' }, 'options.locale'],
    [{ getBearerToken: 'abc' }, 'options.getBearerToken'],
    [{ returnInfo: { success: 'javascript:alert(1)' } }, 'options.returnInfo.success'],
    [{ returnInfo: { success: 'https://user:pw@shop.example/ok' } }, 'options.returnInfo.success'],
  ])('rejects %j naming %s', (options, field) => {
    const onClientInitialized = vi.fn();
    expect(() => createPaymentClient(testInitResponse(), { ...options, events: { onClientInitialized } })).toThrow(PaymentClientError);
    try {
      createPaymentClient(testInitResponse(), options);
    } catch (error) {
      expect((error as PaymentClientError).fields).toContain(field);
    }
    expect(onClientInitialized).not.toHaveBeenCalled();
  });

  it('updateSession replaces the session and tells every session listener until it unsubscribes', () => {
    const client = createPaymentClient(testInitResponse());
    const first = vi.fn();
    const second = vi.fn();
    client.onSessionChange(first);
    const stop = client.onSessionChange(second);
    client.updateSession((session) => ({ ...session, holderReference: 'holder-2' }));
    expect(client.session.holderReference).toBe('holder-2');
    expect(first).toHaveBeenCalledWith(client.session);
    expect(second).toHaveBeenCalledTimes(1);
    stop();
    client.updateSession((session) => ({ ...session, storedInstruments: [] }));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
