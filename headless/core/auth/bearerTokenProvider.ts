import { PaymentClientError } from '../errors/PaymentClientError';
import { isUsableJwt } from './jwt';

/** PC-PAY-3: an expired vault token raises the payment-session-expired event with this message. */
export const VAULT_TOKEN_EXPIRED = 'Vault token is not valid or expired.';

export type BearerTokenSource = () => Promise<string> | string;

/**
 * Caches the merchant's vault token until shortly before its `exp`, with at most one refresh
 * in flight. Tokens live in memory only.
 */
export function createBearerTokenProvider(source: BearerTokenSource, now: () => number = Date.now) {
  let cached: string | null = null;
  let inFlight: Promise<string> | null = null;

  async function refresh(): Promise<string> {
    let token: unknown;
    try {
      token = await source();
    } catch (cause) {
      throw PaymentClientError.from(cause, 'AUTHENTICATION_ERROR', 'getBearerToken rejected');
    }
    // A token just handed over counts until its exp (PC-TOKEN-2); the margin is for reusing one.
    if (typeof token !== 'string' || !isUsableJwt(token, now(), 0)) {
      throw new PaymentClientError('SESSION_EXPIRED', VAULT_TOKEN_EXPIRED);
    }
    cached = token;
    return token;
  }

  return {
    async get(): Promise<string> {
      if (cached && isUsableJwt(cached, now())) return cached;
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    clear(): void {
      cached = null;
    },
  };
}

export type BearerTokenProvider = ReturnType<typeof createBearerTokenProvider>;
