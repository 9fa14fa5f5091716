import { PaymentClientError } from '../../headless/core/errors/PaymentClientError';

// Extensions are served beside this script, at the same version.
const script = document.currentScript as HTMLScriptElement | null;
const loading = new Map<string, Promise<unknown>>();

/**
 * Loads `payment-client.{name}.js` (an extension, or a language's texts) once, checked against
 * its Subresource Integrity hash (the caller's build-time `__EXTENSION_INTEGRITY__`), and
 * resolves with what it exports (it sets `window.PaymentClientExtensions[name]`).
 */
export function loadExtension<T>(name: string, integrity: string): Promise<T> {
  let pending = loading.get(name);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = new URL(`payment-client.${name}.js`, script?.src ?? document.baseURI).href;
      tag.integrity = integrity;
      tag.crossOrigin = 'anonymous';
      tag.onload = () => resolve((window as unknown as { PaymentClientExtensions: Record<string, unknown> }).PaymentClientExtensions[name]);
      tag.onerror = () => {
        loading.delete(name);
        reject(new PaymentClientError('NETWORK_ERROR', `Could not load ${tag.src}`));
      };
      document.head.append(tag);
    });
    loading.set(name, pending);
  }
  return pending as Promise<T>;
}
