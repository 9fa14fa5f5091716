import * as z from 'zod/mini';
import type { RunnerSteps } from '../checkout/paymentRunner';
import type { PaymentClient } from '../client/createPaymentClient';
import { PaymentClientError } from '../errors/PaymentClientError';
import type { AuthorizationOutcome } from '../executor/authorize';
import type { PaymentCompositionInput } from '../executor/authorizeBody';
import { EXECUTION_STATUS } from '../executor/constants';
import { failureReason, pendingAction, type ExecutionRecord } from '../executor/executionRecord';
import type { DeliveryAddress, DeliveryAddressChange } from '../wallets/deliveryAddress';
import type { WalletCallbacks } from '../wallets/walletAdapter';
import type { WalletAuthorizationOutcome, WalletExecutor } from '../wallets/walletExecutor';
import { WALLET_MESSAGES } from '../wallets/messages';
import type { WalletMethod } from './paymentOptions';
import { listOf } from '../validation/listOf';
import { thrownMessage } from '../errors/thrownMessage';

type Callback = ((...args: never[]) => unknown) | undefined;

export interface WalletPaymentEvents {
  onPreAuthorization?: Callback;
  onDeliveryAddressChanged?: Callback;
}

export interface WalletPaymentOptions {
  client: PaymentClient;
  /** The drop-in's runner: one checkout store and one result for every option. */
  steps: RunnerSteps;
  events: WalletPaymentEvents;
  method: WalletMethod;
  /** What a wallet's sheet shows for a delivery address the merchant refuses, in the shopper's language. */
  addressRefusal: string;
}

const confirmAnswerSchema = z.looseObject({
  finalState: z.looseObject({
    code: z.string(),
    errors: z.optional(listOf(z.looseObject({ reason: z.optional(z.looseObject({ result: z.optional(z.string()) })) }))),
  }),
});

const applePaySessionAnswerSchema = z.looseObject({ data: z.looseObject({}) });

/** The wallet's own veto hook, after onAuthorizeRequestStart; false or a throw stops the payment. */
async function allowedByPreAuthorization(callback: Callback, paymentMethodCode: string): Promise<void> {
  if (!callback) return;
  let allowed: unknown;
  try {
    allowed = await (callback as (option: { paymentMethodCode: string }) => unknown)({ paymentMethodCode });
  } catch (cause) {
    throw new PaymentClientError('VALIDATION_FAILED', WALLET_MESSAGES.authorizeStartValidationFailed, { cause });
  }
  if (allowed === false) throw new PaymentClientError('VALIDATION_FAILED', WALLET_MESSAGES.authorizeStartValidationFailed);
}

/**
 * The merchant's answer to a delivery address the shopper picked in a wallet's sheet: false or a
 * throw refuses it, and is logged (PC-WALLET-3); anything else accepts it.
 */
async function acceptedDeliveryAddress(client: PaymentClient, callback: Callback, change: DeliveryAddressChange): Promise<boolean> {
  try {
    if ((await (callback as (change: DeliveryAddressChange) => unknown)(change)) !== false) return true;
    client.log('ERROR', WALLET_MESSAGES.deliveryAddressRefused);
  } catch (error) {
    client.log('ERROR', `${WALLET_MESSAGES.deliveryAddressFailed}: ${thrownMessage(error)}`);
  }
  return false;
}

/** Apple checks the page's host against the merchant's registered domains. */
const pageHost = () => globalThis.location?.host ?? '';

/** The record a confirm call settled, as the runner reports it (status ends with the result). */
function confirmedRecord(record: ExecutionRecord, code: string): ExecutionRecord {
  return { ...record, status: [...record.status, { code }] };
}

/**
 * Runs a wallet payment through the drop-in's runner (PC-POLL-3): the adapter drives the
 * vendor's sheet and calls the executor; each step lands in the drop-in's one checkout store
 * and ends in exactly one result event.
 */
export function createWalletPayment({ client, steps, events, method, addressRefusal }: WalletPaymentOptions): { executor: WalletExecutor; callbacks: WalletCallbacks } {
  let signal: AbortSignal | null = null;
  let item: PaymentCompositionInput = { paymentMethodCode: method };
  let last: AuthorizationOutcome | undefined;
  let sessionEnded = false;

  /** The attempt in progress, started on the wallet's first step. */
  function attempt(): AbortSignal | null {
    if (signal && !signal.aborted) return signal;
    last = undefined;
    signal = steps.begin();
    return signal;
  }

  function finish() {
    if (signal) steps.end(signal);
    signal = null;
  }

  async function settle(outcome: AuthorizationOutcome) {
    const current = attempt();
    if (!current) return;
    try {
      await steps.settle(outcome, item, current);
    } catch (error) {
      steps.fail(error, current);
    } finally {
      finish();
    }
  }

  function toWalletOutcome(outcome: AuthorizationOutcome): WalletAuthorizationOutcome {
    if (outcome.type === 'success') return { kind: 'success' };
    if (outcome.type === 'failure') return { kind: 'failure', code: 'AUTHORIZATION_ERROR', message: outcome.reason ?? client.translate('error.authorizationFailed') };
    const action = pendingAction(outcome.execution);
    if (action.type === 'confirm') return { kind: 'pending', confirm: { href: action.href, parameters: action.parameters } };
    if (action.type === 'none') return { kind: 'pending' };
    return { kind: 'pending', redirect: { href: action.href, type: action.type } };
  }

  const executor: WalletExecutor = {
    async preAuthorize() {
      if (!attempt()) return false;
      await steps.approve();
      await allowedByPreAuthorization(events.onPreAuthorization, method);
      return true;
    },
    async authorize(paymentInstrumentData, opts) {
      const current = attempt();
      if (!current) throw new PaymentClientError('UNKNOWN_ERROR', client.translate('error.authorizationFailed'));
      item = { paymentMethodCode: method, storeInstrument: opts.storeInstrument ?? false, paymentInstrumentData };
      last = await steps.authorize(item, current);
      return toWalletOutcome(last);
    },
    async confirm(href, data) {
      const answer = confirmAnswerSchema.parse(await client.api.request({ method: 'POST', url: href, body: { data }, signal: signal ?? undefined }));
      const { code, errors } = answer.finalState;
      const record = last?.execution;
      if (record) {
        const execution = confirmedRecord(record, code);
        if (code === EXECUTION_STATUS.authorizeSuccessful) last = { type: 'success', execution };
        else if (code === EXECUTION_STATUS.authorizeFailed) last = { type: 'failure', execution, reason: errors?.[0]?.reason?.result ?? failureReason(record) };
      }
      if (code === EXECUTION_STATUS.authorizeSuccessful) return { kind: 'success' };
      if (code === EXECUTION_STATUS.authorizePending) return { kind: 'pending' };
      return { kind: 'failure', code: 'AUTHORIZATION_ERROR', message: errors?.[0]?.reason?.result ?? client.translate('error.authorizationFailed') };
    },
    async createApplePaySession(validationURL) {
      const link = client.session.links.createApplePaySession;
      if (!link) throw new PaymentClientError('AUTHORIZATION_ERROR', WALLET_MESSAGES.applePayMerchantValidationFailed);
      const answer = applePaySessionAnswerSchema.parse(
        await client.api.request({
          method: 'POST',
          url: link,
          // The shape of PC-APPLEPAY-4: the link asked, Apple's validation URL, and the shop's domain.
          body: {
            integrationType: 'api',
            paymentMethodCode: method,
            amount: client.session.amount,
            requestUrl: link,
            sessionUrl: validationURL,
            clientDomain: pageHost(),
          },
        }),
      );
      return answer.data;
    },
  };

  const callbacks: WalletCallbacks = {
    onAuthorizeStart: () => void attempt(),
    onAuthorizeSuccess: () => {
      if (last) void settle(last);
    },
    onAuthorizePending: () => {
      if (last) void settle({ type: 'pending', execution: last.execution });
    },
    onAuthorizeFailed: (error) => {
      const expired = sessionEnded;
      sessionEnded = false;
      const current = attempt();
      if (current) steps.fail(error, current);
      finish();
      // The execution cannot be paid again: the merchant's refresh hands over a new one.
      if (expired) void client.expireSession(error);
    },
    onSessionExpired: () => {
      sessionEnded = true;
    },
  };
  const onDeliveryAddressChanged = events.onDeliveryAddressChanged;
  if (onDeliveryAddressChanged) {
    callbacks.onDeliveryAddressChanged = async (address: DeliveryAddress) =>
      (await acceptedDeliveryAddress(client, onDeliveryAddressChanged, { paymentMethodCode: method, address })) ? null : addressRefusal;
  }

  return { executor, callbacks };
}
