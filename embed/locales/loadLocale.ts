import { PaymentClientError } from '../../headless/core/errors/PaymentClientError';
import type { Locale } from '../../headless/core/i18n/translate';
import { ar } from './arabicCatalog';

declare const __ARABIC_PACK_INTEGRITY__: string;

// The pack is served beside this script, at the same version.
const script = document.currentScript as HTMLScriptElement | null;
let arabic: Promise<void> | undefined;

/** Resolves once the locale's texts are present; English always is. */
export function localeReady(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return (arabic ??= new Promise((resolve, reject) => {
    const pack = document.createElement('script');
    pack.src = new URL('payment-client.ar.js', script?.src ?? document.baseURI).href;
    pack.integrity = __ARABIC_PACK_INTEGRITY__;
    pack.crossOrigin = 'anonymous';
    pack.onload = () => resolve(void Object.assign(ar, (window as unknown as { PaymentClientLocales: { ar: object } }).PaymentClientLocales.ar));
    pack.onerror = () => {
      arabic = undefined;
      reject(new PaymentClientError('NETWORK_ERROR', `Could not load ${pack.src}`));
    };
    document.head.append(pack);
  }));
}
