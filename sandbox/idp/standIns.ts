import type { IdentityProviderName } from '@payment-client/server-kit/identityProviders';
import type { AccountClaims } from 'oidc-provider';
import type { StandInAccount } from './standInAccounts';

/** What makes one stand-in provider itself: its scopes, the claims it gives and how its account page reads. */
export interface StandIn {
  name: IdentityProviderName;
  title: string;
  /** Scope → the claims it releases (oidc-provider's `claims` setting). */
  claimsByScope: Record<string, string[]>;
  claimsOf(account: StandInAccount, use: string): AccountClaims;
  page: {
    loginLabel: string;
    loginType: 'email' | 'text';
    nameLabel: string;
    /** Apple: the "Hide My Email" choice; Snapchat: an optional email of its own. */
    emailField: 'hideEmail' | 'optionalEmail';
    note: string;
  };
}

/**
 * Sign in with Apple: the email (or its private relay address) in every ID token, with Apple's
 * string booleans (`"true"`), and the name only in the first ID token after the first
 * authorization. Apple itself sends the name as a `user` form field with `response_mode=form_post`;
 * the stand-in puts it in that first ID token instead and answers with a query, like the others.
 */
const APPLE: StandIn = {
  name: 'apple',
  title: 'Sign in with Apple (sandbox)',
  claimsByScope: { email: ['email', 'email_verified', 'is_private_email'], name: ['name'] },
  claimsOf(account, use) {
    const claims: AccountClaims = { sub: account.subject };
    if (account.email !== null) {
      claims.email = account.email;
      claims.email_verified = String(account.emailVerified);
      if (account.privateEmail) claims.is_private_email = 'true';
    }
    if (use === 'id_token' && account.nameToShare !== null) {
      claims.name = account.nameToShare;
      account.nameToShare = null;
    }
    return claims;
  },
  page: {
    loginLabel: 'Apple ID (email)',
    loginType: 'email',
    nameLabel: 'Name (Apple shares it on the first sign-in to a site only)',
    emailField: 'hideEmail',
    note: 'Sandbox stand-in for Sign in with Apple: no Apple account is used. Hide My Email gives the site a private relay address; Apple keeps the first choice.',
  },
};

/**
 * Login with Snapchat: the display name every time; an email only when the account shares one,
 * verified or not. Real Snapchat names its scopes by URL (user.display_name, user.external_id);
 * the stand-in uses OpenID Connect's `profile` and `email`.
 */
const SNAPCHAT: StandIn = {
  name: 'snapchat',
  title: 'Login with Snapchat (sandbox)',
  claimsByScope: { profile: ['name'], email: ['email', 'email_verified'] },
  claimsOf(account) {
    const claims: AccountClaims = { sub: account.subject };
    if (account.name !== '') claims.name = account.name;
    if (account.email !== null) Object.assign(claims, { email: account.email, email_verified: account.emailVerified });
    return claims;
  },
  page: {
    loginLabel: 'Snapchat username',
    loginType: 'text',
    nameLabel: 'Display name',
    emailField: 'optionalEmail',
    note: 'Sandbox stand-in for Login with Snapchat: no Snapchat account is used. Leave the email empty for an account that shares none.',
  },
};

export const STAND_INS: Record<IdentityProviderName, StandIn> = { apple: APPLE, snapchat: SNAPCHAT };
