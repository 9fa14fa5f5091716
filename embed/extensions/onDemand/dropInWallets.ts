import type { DropInWallets, DropInWalletsOptions } from '../../../headless/core/dropIn/dropInWallets';
import { offersWallet } from '../../../headless/core/dropIn/paymentOptions';
import { initialWalletsState } from '../../../headless/core/dropIn/walletsState';
import { createStore } from '../../../headless/core/store/createStore';
import type { WalletsExtension } from '../walletsExtension';
import { loadExtension } from '../loadExtension';
import { mirrorStore } from './mirrorStore';

export type { DropInWallets, DropInWalletsOptions };

/*
 * Stands in for headless/core/dropIn/dropInWallets.ts in the script-tag bundle (the build swaps it
 * in): the wallet adapters load beside the bundle only for a session that offers a wallet, when
 * the drop-in connects, at the same time as the vendors' own scripts would. Wallets join the list
 * only once available, so nothing waits on them; the real wallets' state is mirrored into this
 * store, which the drop-in's view reads.
 */
export function createDropInWallets(options: DropInWalletsOptions): DropInWallets {
  const store = createStore(initialWalletsState);
  const offered = offersWallet(options.client.session);
  let real: DropInWallets | undefined;
  let loading: Promise<DropInWallets> | undefined;

  function realWallets(): Promise<DropInWallets> {
    loading ??= loadExtension<WalletsExtension>('wallets', __EXTENSION_INTEGRITY__.wallets).then(
      (wallets) => {
        const created = wallets.createDropInWallets(options);
        real = created;
        mirrorStore(store, created.store);
        return created;
      },
      (error: unknown) => {
        // A later connect tries the script again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  return {
    store,
    connect(onAvailable) {
      if (!offered) return () => {};
      let connected = true;
      let disconnect: (() => void) | undefined;
      realWallets().then(
        (wallets) => {
          if (connected) disconnect = wallets.connect(onAvailable);
        },
        (error: unknown) => options.client.log('ERROR', error instanceof Error ? error.message : String(error)),
      );
      return () => {
        connected = false;
        disconnect?.();
      };
    },
    // Only an available wallet's option can be active, so the real wallets are there by then.
    mount: (method, container) => real?.mount(method, container),
    unmount: (method) => real?.unmount(method),
    setPayPalStoreInstrument: (checked) => real?.setPayPalStoreInstrument(checked),
  };
}
