import { PaymentClientError } from '../errors/PaymentClientError';
import { WALLET_GLOBALS, type Wallet } from './constants';
import { WALLET_MESSAGES } from './messages';

/** Which vendor a script belongs to, for its global and its error message. */
export type ScriptOwner = Wallet | 'unknown';

export interface LoadScriptOptions {
  wallet: ScriptOwner;
  /** Stops waiting (the caller re-renders); the script itself keeps loading for the next caller. */
  signal?: AbortSignal;
}

/** Resolves with the global the vendor script defined (e.g. window.paypal); undefined for unknown scripts. */
export type LoadScript = (url: string, options: LoadScriptOptions) => Promise<unknown>;

/** The page operations the loader needs, so tests can stand in for the network. */
export interface ScriptHost {
  createScript(): HTMLScriptElement;
  insert(script: HTMLScriptElement): void;
  readGlobal(name: string): unknown;
}

export function browserScriptHost(doc: Document = document): ScriptHost {
  return {
    createScript: () => doc.createElement('script'),
    insert: (script) => doc.head.append(script),
    readGlobal: (name) => (doc.defaultView as unknown as Record<string, unknown> | null)?.[name],
  };
}

export function scriptLoadError(wallet: ScriptOwner, cause?: unknown): PaymentClientError {
  return new PaymentClientError('NETWORK_ERROR', WALLET_MESSAGES.scriptLoadFailed[wallet], { cause });
}

export function scriptLoadAbortedError(wallet: ScriptOwner): PaymentClientError {
  return new PaymentClientError('UNKNOWN_ERROR', wallet === 'payPal' ? WALLET_MESSAGES.payPalLoadingAborted : WALLET_MESSAGES.scriptLoadingAborted);
}

/**
 * Loads each URL once per page. The vendor's global is read right after its script ran, so two
 * URLs of the same vendor (PayPal with another intent) each keep their own namespace. A failed
 * load is forgotten, so a later call tries again.
 */
export function createScriptLoader(host: ScriptHost = browserScriptHost()): LoadScript {
  const loads = new Map<string, Promise<unknown>>();

  function inject(url: string, wallet: ScriptOwner): Promise<unknown> {
    const existing = loads.get(url);
    if (existing) return existing;
    const loading = new Promise<unknown>((resolve, reject) => {
      const script = host.createScript();
      const fail = () => {
        loads.delete(url);
        script.remove();
        reject(scriptLoadError(wallet));
      };
      script.async = true;
      script.src = url;
      script.addEventListener(
        'load',
        () => {
          if (wallet === 'unknown') return resolve(undefined);
          const namespace = host.readGlobal(WALLET_GLOBALS[wallet]);
          if (namespace === undefined) return fail();
          resolve(namespace);
        },
        { once: true },
      );
      script.addEventListener('error', fail, { once: true });
      host.insert(script);
    });
    loads.set(url, loading);
    return loading;
  }

  return (url, { wallet, signal }) => {
    if (signal?.aborted) return Promise.reject(scriptLoadAbortedError(wallet));
    const loading = inject(url, wallet);
    if (!signal) return loading;
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(scriptLoadAbortedError(wallet));
      signal.addEventListener('abort', onAbort, { once: true });
      loading.then(
        (namespace) => {
          signal.removeEventListener('abort', onAbort);
          resolve(namespace);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };
}

let pageLoader: LoadScript | undefined;

/** The page's shared loader, created on first use so importing this module touches no DOM. */
export const loadScript: LoadScript = (url, options) => {
  pageLoader ??= createScriptLoader();
  return pageLoader(url, options);
};
