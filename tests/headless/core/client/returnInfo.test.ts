import { describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { testInitResponse } from '../../../support/session';
import { thrownPaymentClientError } from '../../../support/thrownPaymentClientError';

const initResponse = () => testInitResponse({ allowedOrigins: ['https://shop.example', 'http://localhost:3000'] });

const refusal = (options: unknown) => thrownPaymentClientError(() => createPaymentClient(initResponse(), options));

describe('createPaymentClient returnInfo', () => {
  it('accepts https return URLs on an allowed origin in PRODUCTION', () => {
    const returnInfo = { success: 'https://shop.example/ok', cancel: 'https://shop.example/cancel', error: 'https://shop.example/failed', pending: 'https://shop.example/wait' };
    expect(createPaymentClient(initResponse(), { returnInfo }).options.returnInfo).toEqual(returnInfo);
  });

  it('accepts http://localhost on an allowed origin in TEST', () => {
    const client = createPaymentClient(initResponse(), { environment: 'TEST', returnInfo: { success: 'http://localhost:3000/ok' } });
    expect(client.options.returnInfo?.success).toBe('http://localhost:3000/ok');
  });

  it.each([
    ['success', 'shop.example/ok', 'must be an absolute https URL'],
    ['success', 'javascript:alert(1)', 'must be an absolute https URL'],
    ['cancel', 'data:text/html,x', 'must be an absolute https URL'],
    ['error', 'https:evil.example', 'must be an absolute https URL'],
    ['pending', '//evil.example/ok', 'must be an absolute https URL'],
    ['success', 'https://shop.example@evil.example/ok', 'must not contain credentials'],
    ['success', 'http://localhost:3000/ok', 'must use https (http only on localhost in TEST)'],
    ['success', 'http://evil.example/ok', 'must use https (http only on localhost in TEST)'],
    ['error', 'https://evil.example/ok', "must be on one of the session's allowedOrigins"],
  ])('refuses returnInfo.%s %s in PRODUCTION, naming the path, and calls nothing', (name, url, problem) => {
    const onClientInitialized = vi.fn();
    const error = refusal({ returnInfo: { [name]: url }, events: { onClientInitialized } });
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.fields).toEqual([`options.returnInfo.${name}`]);
    expect(error.message).toBe(`Invalid options: options.returnInfo.${name} ${problem}`);
    expect(onClientInitialized).not.toHaveBeenCalled();
  });

  it('refuses http on a host other than localhost in TEST', () => {
    const error = refusal({ environment: 'TEST', returnInfo: { success: 'http://shop.example/ok' } });
    expect(error.fields).toEqual(['options.returnInfo.success']);
    expect(error.message).toContain('must use https (http only on localhost in TEST)');
  });

  it('names every bad return URL at once', () => {
    const error = refusal({ returnInfo: { success: 'https://shop.example/ok', cancel: 'javascript:void 0', error: 'https://evil.example/x' } });
    expect(error.fields).toEqual(['options.returnInfo.cancel', 'options.returnInfo.error']);
  });
});
