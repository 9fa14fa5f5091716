import type { IdentityProviderName, IdentitySignInError } from '../../../contract/account/identitySignIn';
import { API_PATHS } from '../../../contract/http/apiPaths';
import { SITE_ROUTES } from '../../../contract/site/sitePaths';
import type { SiteMessageKey } from '../../i18n/messageKeys';
import type { Locale } from '../../i18n/translate';

/** The providers' names as they write them, in every language (brand names). */
export const IDENTITY_PROVIDER_NAMES: Record<IdentityProviderName, string> = { apple: 'Apple', snapchat: 'Snapchat' };

/** Each provider's page of the site: where its sign-in starts, and where it comes back when it failed. */
export const IDENTITY_PROVIDER_PAGES: Record<IdentityProviderName, string> = { apple: SITE_ROUTES.appleSignIn, snapchat: SITE_ROUTES.snapchatSignIn };

export const IDENTITY_SIGN_IN_ERROR_TEXTS: Record<IdentitySignInError, SiteMessageKey> = {
  cancelled: 'auth.identity.cancelled',
  refused: 'auth.identity.refused',
  expired: 'auth.identity.expired',
  unavailable: 'auth.identity.unavailable',
  providerError: 'auth.identity.providerError',
};

/**
 * The product API's start of a sign-in: a full navigation, since it sets the sign-in's cookie and
 * sends the browser on to the provider. The page's language and `next` come back with the answer.
 */
export function identitySignInStartUrl(provider: IdentityProviderName, { locale, next, staySignedIn }: { locale: Locale; next: string | null; staySignedIn: boolean }): string {
  const query = new URLSearchParams({ locale, ...(next ? { next } : {}), staySignedIn: String(staySignedIn) });
  return `${API_PATHS.identitySignInStart(provider)}?${query}`;
}
