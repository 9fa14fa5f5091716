import type { IdentityProviderName } from '@payment-client/server-kit/identityProviders';
import type { AccountClaims } from 'oidc-provider';
import type { StandInAccount } from './standInAccounts';

/** What makes one stand-in provider itself: its scopes, the claims it gives and what its account page asks (its words: accountPageTexts.ts). */
export interface StandIn {
  name: IdentityProviderName;
  /** Scope → the claims it releases (oidc-provider's `claims` setting). */
  claimsByScope: Record<string, string[]>;
  claimsOf(account: StandInAccount, use: string): AccountClaims;
  page: {
    loginType: 'email' | 'text';
    /** Apple: the "Hide My Email" choice; Snapchat: an optional email of its own. */
    emailField: 'hideEmail' | 'optionalEmail';
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
  page: { loginType: 'email', emailField: 'hideEmail' },
};

/**
 * Login with Snapchat: the display name every time; an email only when the account shares one,
 * verified or not. Real Snapchat names its scopes by URL (user.display_name, user.external_id);
 * the stand-in uses OpenID Connect's `profile` and `email`.
 */
const SNAPCHAT: StandIn = {
  name: 'snapchat',
  claimsByScope: { profile: ['name'], email: ['email', 'email_verified'] },
  claimsOf(account) {
    const claims: AccountClaims = { sub: account.subject };
    if (account.name !== '') claims.name = account.name;
    if (account.email !== null) Object.assign(claims, { email: account.email, email_verified: account.emailVerified });
    return claims;
  },
  page: { loginType: 'text', emailField: 'optionalEmail' },
};

export const STAND_INS: Record<IdentityProviderName, StandIn> = { apple: APPLE, snapchat: SNAPCHAT };
