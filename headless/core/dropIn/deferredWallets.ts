import type { CreateDropInWallets, DropInWallets, DropInWalletsOptions } from './dropInWallets';
import { mirrorStore } from './mirrorStore';
import { offersWallet } from './paymentOptions';
import { initialWalletsState } from './walletsState';
import { createStore } from '../store/createStore';
import { thrownMessage } from '../errors/thrownMessage';

/**
 * The drop-in's wallets, their code loaded (`load`) only for a session that offers a wallet,
 * when the drop-in connects, at the same time as the vendors' own scripts would. Wallets join
 * the list only once available, so nothing waits on them; the loaded wallets' state is mirrored
 * into this store, which the drop-in's view reads.
 */
export function deferredWallets(options: DropInWalletsOptions, load: () => Promise<CreateDropInWallets>): DropInWallets {
  const store = createStore(initialWalletsState);
  let real: DropInWallets | undefined;
  let loading: Promise<DropInWallets> | undefined;

  function realWallets(): Promise<DropInWallets> {
    loading ??= load().then(
      (createDropInWallets) => {
        const created = createDropInWallets(options);
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
      if (!offersWallet(options.client.session)) return () => {};
      let connected = true;
      let disconnect: (() => void) | undefined;
      realWallets().then(
        (wallets) => {
          if (connected) disconnect = wallets.connect(onAvailable);
        },
        (error: unknown) => options.client.log('ERROR', thrownMessage(error)),
      );
      return () => {
        connected = false;
        disconnect?.();
      };
    },
    // Only an available wallet's option can be active, so the loaded wallets are there by then.
    mount: (method, container) => real?.mount(method, container),
    unmount: (method) => real?.unmount(method),
    setPayPalStoreInstrument: (checked) => real?.setPayPalStoreInstrument(checked),
  };
}
