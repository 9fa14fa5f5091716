import { createIdempotencyKey } from '../../headless/core/api/idempotencyKey';
import { DEFAULT_RETRY_POLICY, isRetryable, retryDelayMs, wait, type AttemptFailure } from '../../headless/core/api/retryPolicy';
import { isPaymentClientError } from '../../headless/core/errors/PaymentClientError';
import type { CollectResult } from '../../headless/core/frame/messages';
import { COLLECT_FAILED_MESSAGE } from '../../headless/core/frame/protocol';
import { clientMetadata } from '../shared/clientMetadata';
import { vaultRequest } from '../shared/vaultRequest';

export interface CardFields {
  card_number: string;
  expiry_month: string;
  expiry_year: string;
  security_code: string;
  cardholder_name?: string;
}

export class TokenizeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the parent needs to know about a refused tokenize: an expired token ends the session. */
function failureCode(status: number | undefined): string {
  if (status === 401 || status === 403) return 'TOKEN_EXPIRED';
  if (status === 422) return 'INVALID_CARD';
  return 'NETWORK_ERROR';
}

export interface TokenizeOptions {
  /** One per collect: every retry of it sends the same key, so the vault stores the card once. */
  idempotencyKey?: string;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Sends the card straight to the vault, on the frame's own origin (CSP `connect-src 'self'`),
 * so the parent page only ever sees the tokens. Connection errors, 409 and 5xx are retried
 * with backoff under the same idempotency key; other refusals are final.
 */
export async function tokenizeCard(vaultId: string, vaultToken: string, card: CardFields, options: TokenizeOptions = {}): Promise<CollectResult> {
  const { idempotencyKey = createIdempotencyKey(), sleep = wait } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await vaultRequest({
        method: 'POST',
        url: `${location.origin}/v1/vaults/${encodeURIComponent(vaultId)}/tokenize`,
        body: card,
        bearerToken: vaultToken,
        metadata: clientMetadata(navigator.userAgent),
        idempotencyKey,
      });
      return answer as CollectResult;
    } catch (error) {
      if (!isPaymentClientError(error)) throw new TokenizeError('NETWORK_ERROR', COLLECT_FAILED_MESSAGE);
      const failure: AttemptFailure = error.status === undefined ? { kind: 'connection' } : { kind: 'status', status: error.status };
      if (attempt >= DEFAULT_RETRY_POLICY.maxAttempts || !isRetryable(failure)) throw new TokenizeError(failureCode(error.status), error.message);
      await sleep(retryDelayMs(DEFAULT_RETRY_POLICY, attempt, failure));
    }
  }
}
