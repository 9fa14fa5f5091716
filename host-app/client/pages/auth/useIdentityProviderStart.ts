import { useEffect, useState, type MouseEvent } from 'react';
import { useSearch } from 'wouter';
import { analytics, ANALYTICS_EVENTS } from '../../analytics';
import { useI18n } from '../../i18n/I18nProvider';
import { safeNextPath } from '../../routing/safeNext';
import { isIdentitySignInError, type IdentityProviderName } from '../../../contract/account/identitySignIn';
import { IDENTITY_PROVIDER_NAMES, IDENTITY_SIGN_IN_ERROR_TEXTS, identitySignInStartUrl } from './identityProviders';

export interface IdentityProviderStart {
  /** Why the last sign-in with this provider came back without signing in, in the page's words; null when it did not. */
  error: string | null;
  staySignedIn: boolean;
  setStaySignedIn(staySignedIn: boolean): void;
  /** Spread on the link that leaves for the provider. */
  continueProps: { href: string; onClick(event: MouseEvent<HTMLAnchorElement>): void };
}

/**
 * A provider's page: the link to start its sign-in (with "stay signed in" and where to go after),
 * and, when the provider sent the browser back with `?error=`, what went wrong. Each start and
 * each failure is reported as a sign-in attempt and failure with the provider as its method.
 */
export function useIdentityProviderStart(provider: IdentityProviderName): IdentityProviderStart {
  const { t, locale } = useI18n();
  const search = new URLSearchParams(useSearch());
  const next = safeNextPath(search.get('next'));
  const returnedError = search.get('error');
  const failure = isIdentitySignInError(returnedError) ? returnedError : null;
  const [staySignedIn, setStaySignedIn] = useState(false);

  useEffect(() => {
    if (failure) analytics.track(ANALYTICS_EVENTS.loginFailed, { method: provider, reason: failure });
  }, [failure, provider]);

  return {
    error: failure ? t(IDENTITY_SIGN_IN_ERROR_TEXTS[failure], { provider: IDENTITY_PROVIDER_NAMES[provider] }) : null,
    staySignedIn,
    setStaySignedIn,
    continueProps: {
      href: identitySignInStartUrl(provider, { locale, next, staySignedIn }),
      onClick: () => analytics.track(ANALYTICS_EVENTS.loginAttempt, { method: provider }),
    },
  };
}
