import * as z from 'zod/mini';
import type { IdentityProviderName } from '@payment-client/server-kit/identityProviders';
import type { SignedIn } from './accountTypes';
import { safeNextPath } from '../site/sitePaths';
import { localeSchema } from '../forms/validation';

export type { IdentityProviderName };

/**
 * Why a sign-in with an identity provider signed nobody in, as the product API tells the
 * provider's page (`?error=`): the viewer cancelled at the provider; its answer failed a check
 * (state, issuer, nonce, ID token, or a code refused, used before); the sign-in is unknown to this
 * browser, expired or already taken; the provider cannot be reached or is not set up; the provider
 * answered with another error.
 */
export const IDENTITY_SIGN_IN_ERRORS = ['cancelled', 'refused', 'expired', 'unavailable', 'providerError'] as const;
export type IdentitySignInError = (typeof IDENTITY_SIGN_IN_ERRORS)[number];

export function isIdentitySignInError(value: string | null | undefined): value is IdentitySignInError {
  return (IDENTITY_SIGN_IN_ERRORS as readonly (string | null | undefined)[]).includes(value);
}

/** What became of the account: made now, linked now to an account with the same verified email, or signed in to before. */
export type IdentityAccount = 'new' | 'linked' | 'returning';

/** The session handed to the site, with the provider and what became of the account. */
export interface IdentitySignedIn extends SignedIn {
  provider: IdentityProviderName;
  account: IdentityAccount;
  /** As chosen on the site before leaving for the provider: the session lasts 30 days rather than 8 hours. */
  staySignedIn: boolean;
}

const NEXT_PATH_MAX_LENGTH = 512;

/** The start of a sign-in, as the provider's page links to it: the page's language, where to go after, and "stay signed in". */
export const identitySignInStartQuerySchema = z.strictObject({
  locale: z.optional(localeSchema),
  next: z.optional(
    z.string().check(
      z.maxLength(NEXT_PATH_MAX_LENGTH, 'input.tooBig'),
      z.refine((next) => safeNextPath(next) !== null, 'input.invalidValue'),
    ),
  ),
  staySignedIn: z.optional(z.enum(['true', 'false'])),
});
export type IdentitySignInStartQuery = z.input<typeof identitySignInStartQuerySchema>;

export const identityProviderParamsSchema = z.strictObject({ provider: z.enum(['apple', 'snapchat'] as const satisfies readonly IdentityProviderName[], 'input.invalidValue') });

/** The session hand-over sends no fields. */
export const identitySessionBodySchema = z.strictObject({});
