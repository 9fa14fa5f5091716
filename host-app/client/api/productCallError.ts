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

  /** The failure alone, so a server-rendered page can hand it over in its query state. */
  toJSON(): { productFailure: ProductFailure } {
    return { productFailure: this.failure };
  }
}

/** The error again from what `toJSON` wrote; anything else stays as it is. */
export function reviveProductCallError(value: unknown): unknown {
  const failure = (value as { productFailure?: ProductFailure } | null)?.productFailure;
  return failure && typeof failure === 'object' && failure.ok === false ? new ProductCallError(failure) : value;
}

/**
 * Whether the failure is the answer itself (the thing does not exist, or its address is not a
 * valid one): asking again gives the same, so a server render shows it with a 404 rather than
 * leaving the browser to ask.
 */
export function isDefinitiveFailure(error: unknown): boolean {
  const kind = productFailureOf(error)?.kind;
  return kind === 'notFound' || kind === 'invalidInput';
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
