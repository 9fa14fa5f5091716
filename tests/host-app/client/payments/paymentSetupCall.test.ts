import { describe, expect, it } from 'vitest';
import type { PaymentSetupRequest } from '../../../../host-app/client/payments/setup/paymentSetupApi';
import type { ProductCall, ProductResult } from '../../../../host-app/client/api/productClient';
import type { ProductCaller } from '../../../../host-app/client/api/useProductCaller';
import { paymentSetupCall } from '../../../../host-app/client/payments/card/paymentSetupCall';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';

const request: PaymentSetupRequest = { variation: 'b', osType: 'androidOs', urlReferrer: 'http://site.test/premium', language: 'en', source: 'streaming', billingPlan: 'eyJhIjoxfQ==' };

/** A product caller that records its calls and gives one answer. */
function answering(answer: ProductResult<unknown>) {
  const calls: ProductCall[] = [];
  const call = (async (made: ProductCall) => {
    calls.push(made);
    return answer;
  }) as ProductCaller;
  return { call, calls };
}

describe('paymentSetupCall', () => {
  it('posts the client init body to its path with the signal, and reads the configuration from the answer', async () => {
    const configuration = { sdkConfiguration: '{"version":1}', environment: 'TEST', executionId: 'exe_1' };
    const { call, calls } = answering({ ok: true, data: configuration });
    const signal = new AbortController().signal;
    expect(await paymentSetupCall(call)(request, signal)).toEqual(configuration);
    expect(calls).toEqual([{ method: 'POST', path: API_PATHS.paymentsClientInit, body: request, signal }]);
  });

  it('gives no configuration for a refused call or an answer that is not one', async () => {
    const signal = new AbortController().signal;
    expect(await paymentSetupCall(answering({ ok: false, kind: 'invalidInput', status: 409, resultCode: 10132 }).call)(request, signal)).toBeNull();
    expect(await paymentSetupCall(answering({ ok: true, data: { sdkConfiguration: '{}' } }).call)(request, signal)).toBeNull();
  });
});
