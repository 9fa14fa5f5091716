import type { MessageCatalog } from '../../headless/core/i18n/en';
import type { Locale } from '../../headless/core/i18n/translate';
import { loadExtension } from '../extensions/loadExtension';
import { ar } from './arabicCatalog';

/** Resolves once the locale's texts are present; English always is, Arabic comes in `payment-client.ar.js`. */
export function localeReady(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return loadExtension<MessageCatalog>('ar', __EXTENSION_INTEGRITY__.ar).then((pack) => void Object.assign(ar, pack));
}
