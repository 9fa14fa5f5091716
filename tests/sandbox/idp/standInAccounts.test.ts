import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StandInAccounts, type AccountChoice } from '../../../sandbox/idp/standInAccounts';
import { STAND_INS } from '../../../sandbox/idp/standIns';

const choice = (overrides: Partial<AccountChoice> = {}): AccountChoice => ({ login: 'layla@example.com', name: 'Layla Haddad', email: '', emailVerified: true, hideEmail: false, ...overrides });

describe('the Apple stand-in', () => {
  it('shares the name in the first ID token only, and the email with Apple\'s string booleans every time', () => {
    const accounts = new StandInAccounts('apple', randomBytes(32));
    const account = accounts.signIn(choice());
    expect(account.subject).toMatch(/^\d{6}\.[0-9a-f]{32}\.\d{4}$/);
    expect(STAND_INS.apple.claimsOf(account, 'id_token')).toEqual({ sub: account.subject, email: 'layla@example.com', email_verified: 'true', name: 'Layla Haddad' });
    const again = accounts.signIn(choice({ name: 'Another Name' }));
    expect(again.subject).toBe(account.subject);
    expect(STAND_INS.apple.claimsOf(again, 'id_token')).toEqual({ sub: account.subject, email: 'layla@example.com', email_verified: 'true' });
  });

  it('keeps the first choice to hide the email, with one relay address per account and key', () => {
    const key = randomBytes(32);
    const accounts = new StandInAccounts('apple', key);
    const hidden = accounts.signIn(choice({ hideEmail: true, emailVerified: false }));
    expect(hidden.email).toMatch(/^[0-9a-f]{10}@privaterelay\.appleid\.com$/);
    expect(STAND_INS.apple.claimsOf(hidden, 'userinfo')).toMatchObject({ email: hidden.email, email_verified: 'true', is_private_email: 'true' });
    expect(accounts.signIn(choice({ hideEmail: false })).email).toBe(hidden.email);
    // A restarted sandbox (the same key) names the same person the same way.
    const restarted = new StandInAccounts('apple', key).signIn(choice({ hideEmail: true }));
    expect(restarted).toMatchObject({ subject: hidden.subject, email: hidden.email });
    expect(new StandInAccounts('apple', randomBytes(32)).signIn(choice()).subject).not.toBe(hidden.subject);
  });
});

describe('the Snapchat stand-in', () => {
  it('shares the current display name every time, and an email only when the account has one', () => {
    const accounts = new StandInAccounts('snapchat', randomBytes(32));
    const account = accounts.signIn(choice({ login: 'layla_h', name: 'Layla' }));
    expect(STAND_INS.snapchat.claimsOf(account, 'id_token')).toEqual({ sub: account.subject, name: 'Layla' });
    const renamed = accounts.signIn(choice({ login: 'LAYLA_H', name: 'Layla H', email: 'Layla@Example.com', emailVerified: false }));
    expect(STAND_INS.snapchat.claimsOf(renamed, 'id_token')).toEqual({ sub: account.subject, name: 'Layla H', email: 'layla@example.com', email_verified: false });
  });
});
