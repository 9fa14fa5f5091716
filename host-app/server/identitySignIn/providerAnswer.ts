import * as oidc from 'openid-client';
import { identityOf, type ProviderIdentity } from './identityClaims';
import type { IdentitySignIn, IdentitySignInRefusal } from './identitySignIns';

export type ProviderAnswer = { kind: 'identity'; identity: ProviderIdentity } | { kind: 'refused'; because: IdentitySignInRefusal };

/** Which check an openid-client error says failed. */
export function refusalOf(error: unknown): IdentitySignInRefusal {
  if (error instanceof oidc.AuthorizationResponseError) return error.error === 'access_denied' ? 'cancelled' : 'providerError';
  // invalid_grant: the code was used before, expired, or is not bound to this verifier and callback.
  if (error instanceof oidc.ResponseBodyError) return error.error === 'invalid_grant' ? 'code' : 'providerError';
  if (error instanceof oidc.ClientError) {
    const cause = error.cause as { message?: string; cause?: { claim?: unknown } } | undefined;
    switch (error.code) {
      case 'OAUTH_INVALID_RESPONSE':
        if (/"iss"/.test(cause?.message ?? '')) return 'issuer';
        if (/"state"/.test(cause?.message ?? '')) return 'state';
        return 'providerError';
      case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
        return cause?.cause?.claim === 'nonce' ? 'nonce' : 'idToken';
      case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      case 'OAUTH_PARSE_ERROR':
        return 'idToken';
      case 'OAUTH_TIMEOUT':
      case 'OAUTH_ABORT':
        return 'unavailable';
      default:
        return 'providerError';
    }
  }
  // The provider could not be reached.
  return 'unavailable';
}

/**
 * The provider's answer at the callback, checked by openid-client: the issuer and state in the
 * redirect, then the code exchanged with this sign-in's PKCE verifier, then the ID token's issuer,
 * audience, expiry and nonce. Anything but an identity is a refusal, saying which check failed.
 */
export async function readProviderAnswer(configuration: oidc.Configuration, callbackUrl: URL, signIn: IdentitySignIn): Promise<ProviderAnswer> {
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: signIn.codeVerifier,
      expectedState: signIn.state,
      expectedNonce: signIn.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    return claims ? { kind: 'identity', identity: identityOf(claims) } : { kind: 'refused', because: 'idToken' };
  } catch (error) {
    return { kind: 'refused', because: refusalOf(error) };
  }
}
