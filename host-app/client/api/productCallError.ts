import type { ProductFailureKind, ProductResult } from './productClient';

export type ProductFailure = Extract<ProductResult<unknown>, { ok: false }>;

/**
 * A failed product call, thrown so TanStack Query sees it as a failed query or mutation.
 * It carries the whole failure: pages pick their message by `kind`, `messageKey` or `resultCode`.
 */
export class ProductCallError extends Error {
  readonly failure: ProductFailure;

  constructor(failure: ProductFailure) {
    super(failure.message ?? `The product API call failed (${failure.kind}${failure.status ? `, HTTP ${failure.status}` : ''})`);
    this.name = 'ProductCallError';
    this.failure = failure;
  }

  get kind(): ProductFailureKind {
    return this.failure.kind;
  }
}

/** The data of a successful result; a failure becomes a thrown ProductCallError. */
export function dataOrThrow<T>(result: ProductResult<T>): T {
  if (!result.ok) throw new ProductCallError(result);
  return result.data;
}

/** The failure behind an error a query or mutation gives, when the product API answered it. */
export function productFailureOf(error: unknown): ProductFailure | null {
  return error instanceof ProductCallError ? error.failure : null;
}
