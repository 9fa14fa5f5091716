import type { ProductContext } from '../context';

/**
 * Origins a premium payment session allows: the site (drop-in frames, 3-D Secure return page)
 * and the provider itself (its shopper pages).
 */
export function premiumSessionOrigins(context: ProductContext): string[] {
  return [...new Set([context.payments.hostAppOrigin, context.payments.provider.origin])];
}
