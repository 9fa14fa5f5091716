import { createPaymentClient, type Appearance, type PaymentClient } from 'payment-client/headless';
import { createStore } from '../../state/createStore';
import { sitePaymentAppearance } from '../../styles/paymentAppearance';
import type { PaymentSetupRequest, RequestConfiguration } from './paymentSetupApi';
import { initialPaymentSetupState, paymentSetupReducer, type PaymentSetupAction, type PaymentSetupConfiguration, type PaymentSetupState } from './paymentSetupReducer';

export interface PaymentSetupDeps {
  requestConfiguration: RequestConfiguration;
  /** The client's locale (its texts and the drop-in's). */
  locale?: 'en' | 'ar';
  /** The kit's look; by default the site's dark theme, read from the page when the client is made. */
  appearance?: () => Appearance;
  /** Makes the payment client; the kit's `createPaymentClient` by default. */
  createClient?: (initResponse: unknown, options: Record<string, unknown>) => PaymentClient;
}

export interface PaymentSetup {
  getState(): PaymentSetupState;
  subscribe(listener: () => void): () => void;
  /** Runs a setup for this request unless one for the same variation and plan already ran. */
  start(request: PaymentSetupRequest): void;
  /** Cancels the pending request; a later `start` runs a new setup. */
  dispose(): void;
}

type ExecutionReport = { id?: unknown } | null | undefined;

/**
 * The payment setup (PR-PAY-4): the client init call, then the payment client made
 * from its `sdkConfiguration`. Rules live in `paymentSetupReducer`; this does the side effects.
 */
export function createPaymentSetup(deps: PaymentSetupDeps): PaymentSetup {
  const store = createStore<PaymentSetupState>(initialPaymentSetupState);
  const dispatch = (action: PaymentSetupAction) => store.setState((state) => paymentSetupReducer(state, action));
  const createClient = deps.createClient ?? createPaymentClient;
  let current: { request: PaymentSetupRequest; controller: AbortController } | null = null;

  function makeClient(configuration: PaymentSetupConfiguration, signal: AbortSignal) {
    let executionId: string | null = null;
    let client: PaymentClient;
    try {
      client = createClient(JSON.parse(configuration.sdkConfiguration), {
        environment: configuration.environment,
        ...(deps.locale ? { locale: deps.locale } : {}),
        appearance: (deps.appearance ?? sitePaymentAppearance)(),
        // The client reports its execution while it is being made, before it is returned.
        events: { onClientInitialized: (execution: ExecutionReport) => void (executionId = typeof execution?.id === 'string' ? execution.id : null) },
      });
    } catch {
      dispatch({ type: 'setupFailed' });
      return;
    }
    if (signal.aborted) return;
    dispatch({ type: 'clientCreated', client });
    if (executionId) dispatch({ type: 'clientInitialised', executionId });
  }

  async function run(request: PaymentSetupRequest, controller: AbortController) {
    dispatch({ type: 'setupStarted' });
    let configuration: PaymentSetupConfiguration | null = null;
    try {
      configuration = await deps.requestConfiguration(request, controller.signal);
    } catch {
      configuration = null;
    }
    if (controller.signal.aborted) return;
    if (!configuration) {
      dispatch({ type: 'setupFailed' });
      return;
    }
    dispatch({ type: 'setupSucceeded', configuration });
    makeClient(configuration, controller.signal);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start(request) {
      if (current && current.request.variation === request.variation && current.request.billingPlan === request.billingPlan) return;
      const changed = current !== null || store.getState() !== initialPaymentSetupState;
      current?.controller.abort();
      // PR-PAY-5: a new variation (or plan) starts over; nothing of the old session is kept.
      if (changed) dispatch({ type: 'variationChanged' });
      const controller = new AbortController();
      current = { request, controller };
      void run(request, controller);
    },
    dispose() {
      if (!current) return;
      current.controller.abort();
      current = null;
      // An aborted call never ends on its own: the loading flag ends here.
      dispatch({ type: 'setupFailed' });
    },
  };
}
