import { PaymentClientError } from '../headless/core/errors/PaymentClientError';

/** `mount('#checkout')` or `mount(element)`; anything else names what was wrong. */
export function resolveMountTarget(target: unknown): HTMLElement {
  if (typeof target === 'string') {
    let element: Element | null;
    try {
      element = document.querySelector(target);
    } catch (cause) {
      throw new PaymentClientError('INVALID_CONFIGURATION', `mount target '${target}' is not a valid CSS selector`, { cause, fields: ['target'] });
    }
    if (!(element instanceof HTMLElement)) {
      throw new PaymentClientError('INVALID_CONFIGURATION', `mount target '${target}' was not found in the page`, { fields: ['target'] });
    }
    return element;
  }
  if (target instanceof HTMLElement) return target;
  throw new PaymentClientError('INVALID_CONFIGURATION', 'mount target must be a CSS selector or an HTMLElement', { fields: ['target'] });
}
