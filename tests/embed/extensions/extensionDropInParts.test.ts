import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunnerSteps } from '../../../headless/core/checkout/paymentRunner';
import type { PaymentClient } from '../../../headless/core/client/createPaymentClient';
import { createDropInWallets as realDropInWallets, type DropInWalletsOptions } from '../../../headless/core/dropIn/dropInWallets';
import { createDynamicForm as realDynamicForm } from '../../../headless/core/dynamicForm/createDynamicForm';
import { createTranslator } from '../../../headless/core/i18n/translate';
import type { PaymentMethod } from '../../../headless/core/session/sessionSchema';
import type { LoadScript } from '../../../headless/core/wallets/scriptLoader';
import { bankAccountSchema, fakeFetch, ibanSchema, IBAN_URL, recordingLogger } from '../../headless/core/dynamicForm/fixtures';
import { APPLE_PAY_CONFIG } from '../../headless/core/wallets/walletFakes';
import { testSession } from '../../support/session';

const loadExtension = vi.fn();
vi.mock('../../../embed/extensions/loadExtension', () => ({ loadExtension: (name: string, integrity: string) => loadExtension(name, integrity) }));

// Fresh modules per test, as each page load would have.
// The script tag's deferred wallets and form.
const standIns = async () => {
  const { extensionParts } = await import('../../../embed/extensions/extensionParts');
  return { createDropInWallets: extensionParts.createWallets, createDynamicForm: extensionParts.createForm };
};

beforeEach(() => {
  vi.resetModules();
  loadExtension.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

/** Apple Pay as the sandbox's stand-in defines it: available, with a button element. */
const applePay = Object.assign(function ApplePaySession() {}, { canMakePayments: () => true, supportsVersion: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 });
const loadScript: LoadScript = async () => applePay;

function walletOptions(paymentMethods: PaymentMethod[]): DropInWalletsOptions & { log: ReturnType<typeof vi.fn> } {
  const log = vi.fn();
  const client = {
    session: testSession({ paymentMethods: [{ paymentMethodCode: 'card', clientConfig: { flow: 'api' } }, ...paymentMethods] }),
    options: { environment: 'TEST' },
    locale: 'en',
    translate: createTranslator('en'),
    log,
  } as unknown as PaymentClient;
  // Nothing here pays, so the runner's steps are never called.
  return { client, steps: {} as RunnerSteps, events: {}, addressRefusal: 'We cannot deliver to this address, please choose another one.', loadScript, log };
}

describe("the script tag's deferred drop-in wallets", () => {
  it('loads no wallet script for a session that offers no wallet', async () => {
    const { createDropInWallets } = await standIns();
    const disconnect = createDropInWallets(walletOptions([])).connect(vi.fn());
    disconnect();
    await Promise.resolve();
    expect(loadExtension).not.toHaveBeenCalled();
  });

  it('loads the wallets script when the drop-in connects, reports each available wallet and shows the real buttons state', async () => {
    loadExtension.mockResolvedValue({ createDropInWallets: realDropInWallets });
    const { createDropInWallets } = await standIns();
    const wallets = createDropInWallets(walletOptions([{ paymentMethodCode: 'applePay', clientConfig: APPLE_PAY_CONFIG }]));
    const onAvailable = vi.fn();
    wallets.connect(onAvailable);

    await vi.waitFor(() => expect(onAvailable).toHaveBeenCalledWith('applePay'));
    expect(loadExtension.mock.calls).toEqual([['wallets', 'sha384-wallets']]);
    expect(wallets.store.getState().buttons.applePay).toBe('idle');
    wallets.mount('applePay', document.createElement('div'));
    await vi.waitFor(() => expect(wallets.store.getState().buttons.applePay).toBe('ready'));
    wallets.unmount('applePay');
    expect(wallets.store.getState().buttons.applePay).toBe('idle');
  });

  it('connects nothing after a disconnect that came before the script', async () => {
    let arrive: (extension: unknown) => void = () => {};
    loadExtension.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { createDropInWallets } = await standIns();
    const onAvailable = vi.fn();
    const disconnect = createDropInWallets(walletOptions([{ paymentMethodCode: 'applePay', clientConfig: APPLE_PAY_CONFIG }])).connect(onAvailable);
    disconnect();
    const realConnect = vi.fn(() => () => {});
    arrive({ createDropInWallets: (options: DropInWalletsOptions) => ({ ...realDropInWallets(options), connect: realConnect }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(realConnect).not.toHaveBeenCalled();
    expect(onAvailable).not.toHaveBeenCalled();
  });

  it('logs a wallets script that cannot load, and tries it again at the next connect', async () => {
    loadExtension.mockRejectedValueOnce(new Error('Could not load payment-client.wallets.js')).mockResolvedValue({ createDropInWallets: realDropInWallets });
    const { createDropInWallets } = await standIns();
    const options = walletOptions([{ paymentMethodCode: 'applePay', clientConfig: APPLE_PAY_CONFIG }]);
    const wallets = createDropInWallets(options);
    wallets.connect(vi.fn())();
    await vi.waitFor(() => expect(options.log).toHaveBeenCalledWith('ERROR', 'Could not load payment-client.wallets.js'));
    const onAvailable = vi.fn();
    wallets.connect(onAvailable);
    await vi.waitFor(() => expect(onAvailable).toHaveBeenCalledWith('applePay'));
    expect(loadExtension).toHaveBeenCalledTimes(2);
  });
});

describe("the script tag's deferred dynamic form", () => {
  const formOptions = () => ({ paymentMethodCode: 'bankAccount', schema: bankAccountSchema(), fetch: fakeFetch({ [IBAN_URL]: ibanSchema }), logger: recordingLogger() });

  it('is loading and takes nothing before its script is there', async () => {
    const { createDynamicForm } = await standIns();
    const form = createDynamicForm(formOptions());
    form.setValue('holderName', 'Ada');
    expect(form.store.getState().status).toBe('loading');
    expect(form.validate()).toBe(false);
    expect(form.getData()).toEqual({});
    expect(loadExtension).not.toHaveBeenCalled();
  });

  it('loads the forms script with its schema, then works as the real form through its own store', async () => {
    loadExtension.mockResolvedValue({ createDynamicForm: realDynamicForm });
    const { createDynamicForm } = await standIns();
    const form = createDynamicForm(formOptions());
    expect(await form.load()).toBe('ready');
    expect(loadExtension.mock.calls).toEqual([['forms', 'sha384-forms']]);
    expect(form.store.getState().visible).toEqual(['holderType', 'holderName', 'iban', 'accountType']);

    expect(form.validate()).toBe(false);
    form.setValue('holderName', 'Ada');
    form.setValue('iban', 'DE89370400440532013000');
    form.setValue('accountType', 'savings');
    expect(form.store.getState().values.holderName).toBe('Ada');
    expect(form.validate()).toBe(true);
    expect(form.getData()).toEqual({ holderType: 'individual', holderName: 'Ada', iban: 'DE89370400440532013000', accountType: 'savings' });
  });

  it('is unavailable, and says why, when the forms script cannot load', async () => {
    loadExtension.mockRejectedValue(new Error('Could not load payment-client.forms.js'));
    const { createDynamicForm } = await standIns();
    const options = formOptions();
    const form = createDynamicForm(options);
    expect(await form.load()).toBe('unavailable');
    expect(form.store.getState().status).toBe('unavailable');
    expect(options.logger.errors).toEqual(['Could not load payment-client.forms.js']);
  });
});
