import { createBearerTokenProvider, type BearerTokenProvider } from '../auth/bearerTokenProvider';
import { isUsableJwt } from '../auth/jwt';
import { PaymentClientError } from '../errors/PaymentClientError';

/**
 * The merchant's getBearerToken behind the shared cache (reused until exp, one refresh in
 * flight). A token that is not a JWT with a future exp is refused as INVALID_BEARER_TOKEN; a
 * rejection is passed on as the error's `cause`.
 */
export function createVaultTokenProvider(
  getBearerToken: () => Promise<string> | string,
  now: () => number = Date.now,
): BearerTokenProvider {
  return createBearerTokenProvider(async () => {
    const token: unknown = await getBearerToken();
    // A token just handed over counts until its exp (PC-TOKEN-2); the cache's margin is for reusing one.
    if (typeof token !== 'string' || !isUsableJwt(token, now(), 0)) {
      throw new PaymentClientError('INVALID_BEARER_TOKEN', 'Vault token is not valid or expired: getBearerToken must resolve to a JWT whose exp has not passed', {
        fields: ['vault.getBearerToken'],
      });
    }
    return token;
  }, now);
}
