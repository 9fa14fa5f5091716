import * as errors from '../../headless/core/errors/PaymentClientError';
import * as i18n from '../../headless/core/i18n/translate';

/** Where extension scripts find the modules they share with this bundle. */
export const HOST_GLOBAL = 'PaymentClientHost';

/**
 * Modules an extension script must share rather than copy: one error class (merchants test
 * `instanceof`) and one set of catalogs (the Arabic pack fills this bundle's). Both are whole
 * in this bundle already, so sharing them costs it nothing.
 */
export const HOST_MODULES = { errors, i18n };

export function exposeHostModules(view: Window): void {
  Object.defineProperty(view, HOST_GLOBAL, { value: Object.freeze({ ...HOST_MODULES }), configurable: true });
}
