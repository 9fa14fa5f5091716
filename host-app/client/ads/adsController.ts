import { createStore, type Store } from '../state/createStore';
import type { AdConfiguration } from './adConfiguration';
import type { AdNetworkLoader } from './adNetwork';
import type { AdModule, AdRuntime } from './adRuntimeTypes';
import { adsAfterConfiguration, adsPrecheck, type AdsOffReason, type AdsViewer } from './adsEligibility';

export type AdsState =
  | { status: 'waiting' }
  | { status: 'off'; reason: AdsOffReason }
  | { status: 'loading' }
  | { status: 'ready'; runtime: AdRuntime };

/** Loads the configuration; null (or a failure) means none exists. */
export type AdConfigLoader = (signal: AbortSignal) => Promise<AdConfiguration | null>;

export interface AdsControllerOptions extends AdsViewer {
  loadConfig: AdConfigLoader;
  /** The ads module itself, loaded only when ads are on. */
  loadAdModule: () => Promise<AdModule>;
  loadNetwork?: AdNetworkLoader;
}

export interface AdsController {
  store: Store<AdsState>;
  /** Stops loading and removes the ads; the controller is done after this. */
  dispose(): void;
}

/**
 * Decides and loads the ads for one viewer: no configuration request for VIP or exempt
 * visitors, and no ad code unless a configuration exists.
 */
export function createAdsController({ isVIP, exemptFlag, loadConfig, loadAdModule, loadNetwork }: AdsControllerOptions): AdsController {
  const store = createStore<AdsState>({ status: 'waiting' });
  const abort = new AbortController();
  let runtime: AdRuntime | null = null;

  async function run() {
    const precheck = adsPrecheck({ isVIP, exemptFlag });
    if (precheck.decision === 'wait') return;
    if (precheck.decision === 'off') return store.setState({ status: 'off', reason: precheck.reason });

    store.setState({ status: 'loading' });
    // A failed configuration load is treated as none: no ads rather than a broken page.
    const config = await loadConfig(abort.signal).catch(() => null);
    if (abort.signal.aborted) return;
    const outcome = adsAfterConfiguration(config);
    if (outcome.decision === 'off') return store.setState({ status: 'off', reason: outcome.reason });

    const [module, network] = await Promise.all([loadAdModule(), loadNetwork?.().catch(() => null) ?? Promise.resolve(null)]);
    if (abort.signal.aborted) return;
    runtime = module.createAdRuntime({ config: outcome.config, network });
    store.setState({ status: 'ready', runtime });
  }

  run().catch((error: unknown) => {
    if (abort.signal.aborted) return;
    console.error('Ads could not be loaded', error);
    store.setState({ status: 'off', reason: 'noConfiguration' });
  });

  return {
    store,
    dispose() {
      abort.abort();
      runtime?.dispose();
      runtime = null;
    },
  };
}
