import { describe, expect, it } from 'vitest';
import type { PaymentClient } from 'payment-client/headless';
import {
  initialPaymentSetupState,
  isPaymentSetupReady,
  paymentSetupReducer,
  type PaymentSetupAction,
  type PaymentSetupState,
} from '../../../../../host-app/client/payments/setup/paymentSetupReducer';

const configuration = { sdkConfiguration: '{"version":"1","data":"x"}', environment: 'TEST' as const, executionId: 'exe_1' };
const client = { locale: 'en' } as unknown as PaymentClient;

const initial = initialPaymentSetupState;
const loading: PaymentSetupState = { ...initial, isLoading: true };
const configured: PaymentSetupState = { ...initial, configuration };
const withClient: PaymentSetupState = { ...configured, client };
const ready: PaymentSetupState = { ...withClient, executionId: 'exe_1' };

type Row = [description: string, from: PaymentSetupState, action: PaymentSetupAction, to: PaymentSetupState];

const rows: Row[] = [
  ['setup started: loading', initial, { type: 'setupStarted' }, loading],
  ['setup succeeded: configuration stored, loading ends', loading, { type: 'setupSucceeded', configuration }, configured],
  ['client created after the configuration', configured, { type: 'clientCreated', client }, withClient],
  ['client created without a configuration: ignored', initial, { type: 'clientCreated', client }, initial],
  ['client initialised: execution id stored', withClient, { type: 'clientInitialised', executionId: 'exe_1' }, ready],
  ['client initialised before any client: ignored', configured, { type: 'clientInitialised', executionId: 'exe_1' }, configured],
  ['setup failed: loading ends, no error kept', loading, { type: 'setupFailed' }, initial],
  ['setup failed when not loading: unchanged', ready, { type: 'setupFailed' }, ready],
  ['variation changed: everything reset', ready, { type: 'variationChanged' }, initial],
  ['variation changed while loading: reset', loading, { type: 'variationChanged' }, initial],
];

describe('paymentSetupReducer', () => {
  it.each(rows)('%s', (_description, from, action, to) => {
    expect(paymentSetupReducer(from, action)).toEqual(to);
  });

  it('leaves the state unchanged when nothing changes', () => {
    expect(paymentSetupReducer(ready, { type: 'setupFailed' })).toBe(ready);
    expect(paymentSetupReducer(initial, { type: 'clientCreated', client })).toBe(initial);
  });

  it('throws on an unknown action, naming its type only', () => {
    expect(() => paymentSetupReducer(initial, { type: 'nope' } as unknown as PaymentSetupAction)).toThrow('Unknown payment setup action: nope');
  });

  it('is ready only with a client and its execution id', () => {
    expect([initial, configured, withClient, ready].map(isPaymentSetupReady)).toEqual([false, false, false, true]);
  });
});
