import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLatest } from '../hooks/useLatest';
import { useI18n } from '../i18n/I18nProvider';
import type { AdNetworkLoader } from './adNetwork';
import type { AdModule } from './adRuntimeTypes';
import { createAdsController, type AdConfigLoader, type AdsState } from './adsController';
import { loadProductAdConfiguration } from './productAdConfig';
import { useSessionViewer } from './sessionViewer';

const AdsContext = createContext<AdsState>({ status: 'waiting' });

/** The ads module (and its styles) arrive only when ads are on. */
const loadAdModule = (): Promise<AdModule> => import('./runtime/adRuntime');

export interface AdsProviderProps {
  /** VIP subscribers see no ads. Omitted: read from the auth session; null: not known yet (nothing loads). */
  isVIP?: boolean | null;
  /** Another flag that exempts this visitor from ads. Default false. */
  exemptFlag?: boolean;
  /** Loads the ad configuration (null: none). Default: the product API's ad configuration. */
  loadConfig?: AdConfigLoader;
  /** A third-party ad network; without one every slot shows house ads. */
  network?: AdNetworkLoader;
  /** For tests: the ads module. */
  loadModule?: () => Promise<AdModule>;
  children?: ReactNode;
}

/**
 * Decides once per viewer whether the site shows ads (PR-ADS-1) and loads them:
 * for VIP or exempt visitors no configuration is requested and no ad code loads.
 */
export function AdsProvider({ isVIP, exemptFlag = false, loadConfig, network, loadModule = loadAdModule, children }: AdsProviderProps) {
  const viewer = useSessionViewer();
  const { locale } = useI18n();
  const vip = isVIP === undefined ? viewer.isVIP : isVIP;
  const loaders = useLatest({ loadConfig, network, loadModule, locale, token: viewer.token });
  const [controller, setController] = useState<ReturnType<typeof createAdsController> | null>(null);

  useEffect(() => {
    const current = loaders.current;
    const next = createAdsController({
      isVIP: vip,
      exemptFlag,
      loadConfig: current.loadConfig ?? ((signal) => loadProductAdConfiguration({ locale: loaders.current.locale, token: loaders.current.token }, signal)),
      loadAdModule: current.loadModule,
      loadNetwork: current.network,
    });
    setController(next);
    return () => next.dispose();
  }, [vip, exemptFlag, loaders]);

  const state = useSyncExternalStore(controller?.store.subscribe ?? noSubscription, () => controller?.store.getState() ?? WAITING, () => WAITING);
  return <AdsContext.Provider value={state}>{children}</AdsContext.Provider>;
}

const WAITING: AdsState = { status: 'waiting' };
const noSubscription = () => () => {};

/** The site's ads state: waiting, off (with the reason), loading or ready. */
export function useAds(): AdsState {
  return useContext(AdsContext);
}
