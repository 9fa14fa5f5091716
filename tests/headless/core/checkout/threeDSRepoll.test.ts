// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderClient, ProviderRequest } from '../../../../headless/core/api/providerClient';
import { initialCheckoutState, type CheckoutState } from '../../../../headless/core/checkout/checkoutReducer';
import { createPaymentRunner } from '../../../../headless/core/checkout/paymentRunner';
import type { ShopperWindows } from '../../../../headless/core/checkout/shopperWindows';
import { threeDSecureFlow } from '../../../../headless/core/checkout/threeDSecureFlow';
import type { PaymentClient } from '../../../../headless/core/client/createPaymentClient';
import { POLLING } from '../../../../headless/core/executor/constants';
import { createTranslator } from '../../../../headless/core/i18n/translate';
import { createStore } from '../../../../headless/core/store/createStore';
import { testSession } from '../../../support/session';

const session = testSession();
const CHALLENGE = 'http://localhost:4000/3ds/exe_1';
const record = (codes: string[], finalState?: unknown) => ({ id: 'exe_1', status: codes.map((code) => ({ code })), ...(finalState ? { finalState } : {}) });
const PENDING = record(['authorizeRequested', 'authorizePending'], { code: 'authorizePending', response: { links: { redirect: { href: CHALLENGE, type: '3ds' } } } });

afterEach(() => {
  vi.useRealTimers();
});

describe('polling after a 3-D Secure challenge, on a fake clock', () => {
  it('asks for the result every 2000 ms after the challenge page reports, not at the authorize polling interval', async () => {
    vi.useFakeTimers();
    // Authorize: pending with a challenge. After it: still pending twice, then the result.
    const answers = [PENDING, PENDING, PENDING, record(['authorizeRequested', 'authorizePending', 'authorizeSuccessful'])];
    const polledAt: number[] = [];
    let reported = 0;
    const api: ProviderClient = {
      async request<T>(request: ProviderRequest) {
        if (request.method === 'POST') return { links: { execution: session.links.execution } } as T;
        polledAt.push(Date.now());
        return answers[Math.min(polledAt.length - 1, answers.length - 1)] as T;
      },
    };
    const client = { session, options: {}, api, translate: createTranslator('en'), log: vi.fn(), expireSession: vi.fn() } as unknown as PaymentClient;
    const windows: ShopperWindows = {
      openPopup: () => null,
      navigate: () => {},
      waitForChallenge: async () => {
        reported = Date.now();
        return 'approved';
      },
    };
    const store = createStore<CheckoutState>(initialCheckoutState);
    const onAuthorizeSuccess = vi.fn();
    const paid = createPaymentRunner({ client, translate: client.translate, store, events: { onAuthorizeSuccess }, windows, flows: { '3ds': threeDSecureFlow } }).run(() => ({
      paymentMethodCode: 'card',
    }));

    await vi.runAllTimersAsync();
    await paid;

    expect(onAuthorizeSuccess).toHaveBeenCalledTimes(1);
    const afterChallenge = polledAt.filter((time) => time > reported).map((time) => time - reported);
    // The first look after the challenge waits the initial delay; each next one 2000 ms more.
    expect(afterChallenge).toEqual([POLLING.initialDelayMs, POLLING.initialDelayMs + 2000, POLLING.initialDelayMs + 4000]);
  });
});
