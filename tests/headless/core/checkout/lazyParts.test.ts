// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Countries } from '../../../../headless/core/address/countries';
import { bundledParts } from '../../../../headless/core/checkout/bundledParts';
import { createCardCheckout } from '../../../../headless/core/checkout/cardCheckout';
import { deferredParts } from '../../../../headless/core/checkout/deferredParts';
import { createDropIn } from '../../../../headless/core/dropIn/createDropIn';
import type { PaymentClientSession } from '../../../../headless/core/session/sessionSchema';
import type { LoadScript } from '../../../../headless/core/wallets/scriptLoader';
import { testSession } from '../../../support/session';
import { bankAccountSchema, IBAN_URL, ibanSchema } from '../dynamicForm/fixtures';
import { CARD_ID, PROVIDER, clientOf, fakeProvider, instrumentSession } from '../instruments/fakeProvider';
import { APPLE_PAY_CONFIG } from '../wallets/walletFakes';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';
import { parseCardFormOptions } from '../../../../headless/core/client/cardFormOptions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The parts deferred as the script tag defers them, over loaders that record which the core asked for, in order. */
function recordingParts() {
  const asked: string[] = [];
  const countries = {} as Countries;
  const parts = deferredParts({
    loadChallenge: async () => (asked.push('challenge'), bundledParts.threeDSecureFlow),
    loadRedirectFlows: async () => (asked.push('redirect'), bundledParts.redirectFlows),
    loadResume: async () => (asked.push('resume'), bundledParts.resumePayment),
    loadCountries: async () => (asked.push('countries'), countries),
    loadWallets: async () => (asked.push('wallets'), bundledParts.createWallets),
    loadForms: async () => (asked.push('forms'), bundledParts.createForm),
  });
  return { parts, asked };
}

/** Apple Pay as the sandbox's stand-in defines it: available. */
const applePay = Object.assign(function ApplePaySession() {}, { canMakePayments: () => true, supportsVersion: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 });
const loadScript: LoadScript = async () => applePay;

const withMethods = (session: PaymentClientSession, ...paymentMethods: PaymentClientSession['paymentMethods']) => ({ ...session, paymentMethods: [...session.paymentMethods, ...paymentMethods] });

describe('the parts that load later, each loaded when the core first needs it', () => {
  it('a drop-in with cards and stored cards asks for nothing when created and connected, and for the challenge flow once a payment is sent', async () => {
    fakeProvider({
      [`POST ${PROVIDER}/v1/executions/exe_1/authorize`]: [{ status: 202, body: { links: { execution: `${PROVIDER}/v1/executions/exe_1` } } }],
      [`GET ${PROVIDER}/v1/executions/exe_1`]: [{ status: 200, body: { id: 'exe_1', status: [{ code: 'authorizeRequested' }, { code: 'authorizeSuccessful' }] } }],
    });
    const { client } = clientOf(instrumentSession());
    const { parts, asked } = recordingParts();
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts });
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${CARD_ID}`);
    expect(asked).toEqual([]);

    vi.useFakeTimers();
    const paying = dropIn.pay();
    await vi.runAllTimersAsync();
    await paying;

    expect(dropIn.checkout.getState()).toEqual({ status: 'success', executionId: 'exe_1' });
    // Fetched while the authorize request is answered; no challenge came, so nothing else was asked for.
    expect(asked).toEqual(['challenge']);
    disconnect();
  });

  it("a payment whose provider sends the shopper's page away asks for the redirect's flow then, and the page goes to the challenge", async () => {
    const challenge = `${PROVIDER}/3ds/exe_1`;
    fakeProvider({
      [`POST ${PROVIDER}/v1/executions/exe_1/authorize`]: [{ status: 202, body: { links: { execution: `${PROVIDER}/v1/executions/exe_1` } } }],
      [`GET ${PROVIDER}/v1/executions/exe_1`]: [
        { status: 200, body: { id: 'exe_1', status: [{ code: 'authorizeRequested' }, { code: 'authorizePending' }], finalState: { code: 'authorizePending', response: { links: { redirect: { href: challenge, type: '3ds' } } } } } },
      ],
    });
    const assigned: string[] = [];
    vi.spyOn(window.location, 'assign').mockImplementation((href) => void assigned.push(String(href)));
    const { client } = clientOf(instrumentSession());
    const { parts, asked } = recordingParts();
    const dropIn = createDropIn(client, parseDropInOptions({ challengeWindow: 'redirect' }, client), { parts });
    const disconnect = dropIn.connect();
    dropIn.select(`stored:${CARD_ID}`);

    vi.useFakeTimers();
    void dropIn.pay();
    await vi.advanceTimersByTimeAsync(5_000);

    expect(assigned).toEqual([challenge]);
    expect(asked).toEqual(['challenge', 'redirect']);
    disconnect();
  });

  it('a session that offers a wallet asks for the wallets when the drop-in connects, once, and lists the wallet', async () => {
    const { client } = clientOf(withMethods(testSession(), { paymentMethodCode: 'applePay', clientConfig: APPLE_PAY_CONFIG }));
    const { parts, asked } = recordingParts();
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts, loadScript });
    expect(asked).toEqual([]);

    const disconnect = dropIn.connect();
    // The wallet joins after its availability check; on a loaded machine that takes longer than the wait's default second.
    await vi.waitFor(() => expect(dropIn.store.getState().options.map((option) => option.id)).toContain('applePay'), { timeout: 5_000 });
    expect(asked).toEqual(['wallets']);
    disconnect();
  });

  it("a form method's form asks for its code when it first loads its schema, not before", async () => {
    fakeProvider({ [`GET ${IBAN_URL}`]: [{ status: 200, body: ibanSchema }] });
    const { client } = clientOf(testSession({ paymentMethods: [{ paymentMethodCode: 'bankAccount', clientConfig: { flow: 'form', instrumentDataSchema: bankAccountSchema() } }] }));
    const { parts, asked } = recordingParts();
    const dropIn = createDropIn(client, parseDropInOptions(undefined, client), { parts });
    const disconnect = dropIn.connect();
    expect(asked).toEqual([]);

    expect(await dropIn.forms.get('bankAccount')!.load()).toBe('ready');
    expect(asked).toEqual(['forms']);
    disconnect();
  });

  it('a card form asks for the countries only when it shows a billing address, once its frame is attached', () => {
    const { client } = clientOf(testSession());
    const container = document.body.appendChild(document.createElement('div'));
    for (const billingAddress of [false, true]) {
      const { parts, asked } = recordingParts();
      const checkout = createCardCheckout(client, parseCardFormOptions({ billingAddress }), parts);
      expect(asked).toEqual([]);
      const detach = checkout.cardForm.attach(container);
      expect(asked).toEqual(billingAddress ? ['countries'] : []);
      detach();
    }
    container.remove();
  });
});
