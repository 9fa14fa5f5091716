import { addCatalog, type Locale } from '../../headless/core/i18n/translate';
import { loadExtension } from '../extensions/loadExtension';

/** Resolves once the locale's texts are in the translator's catalogs; English always is, Arabic comes in `payment-client.ar.js`. */
export function localeReady(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return loadExtension<Record<string, string>>('ar', __EXTENSION_INTEGRITY__.ar).then((texts) => addCatalog(locale, texts));
}
