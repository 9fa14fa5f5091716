import { createHmac } from 'node:crypto';
import type { IdentityProviderName } from '@payment-client/server-kit/identityProviders';

/** What the tester enters on a stand-in provider's account page. */
export interface AccountChoice {
  /** Apple: the Apple ID's email; Snapchat: the username. Names the account. */
  login: string;
  /** Apple: the name shared on the first authorization; Snapchat: the display name. */
  name: string;
  /** Snapchat only: an email, or '' for none (Snapchat often shares none). */
  email: string;
  emailVerified: boolean;
  /** Apple only: "Hide My Email", a private relay address in place of the real one. */
  hideEmail: boolean;
}

export interface StandInAccount {
  subject: string;
  login: string;
  name: string;
  /** The email the site is given: the real one, a private relay address, or null for none. */
  email: string | null;
  emailVerified: boolean;
  privateEmail: boolean;
  /** Apple shares the name once, in the first ID token after the first authorization; null once given. */
  nameToShare: string | null;
}

export const APPLE_PRIVATE_RELAY_DOMAIN = 'privaterelay.appleid.com';

/**
 * The accounts one stand-in provider has seen, in memory: a sandbox restart forgets them (and
 * Apple's first authorization with them), but subjects and relay addresses are derived from the
 * login, so a restarted provider still names the same person the same way.
 */
export class StandInAccounts {
  readonly #byLogin = new Map<string, StandInAccount>();
  readonly #bySubject = new Map<string, StandInAccount>();

  constructor(
    private readonly provider: IdentityProviderName,
    private readonly subjectKey: Buffer,
  ) {}

  #digest(purpose: string, login: string): string {
    return createHmac('sha256', this.subjectKey).update(`${this.provider}\n${purpose}\n${login}`).digest('hex');
  }

  /** Apple's subjects look like `001234.<32 hex>.0456`; Snapchat's external ids are opaque base64url. */
  #subjectOf(login: string): string {
    const digest = this.#digest('subject', login);
    if (this.provider === 'apple') {
      const digits = (start: number, length: number) => String(parseInt(digest.slice(start, start + 8), 16) % 10 ** length).padStart(length, '0');
      return `${digits(0, 6)}.${digest.slice(8, 40)}.${digits(40, 4)}`;
    }
    return Buffer.from(digest.slice(0, 40), 'hex').toString('base64url');
  }

  /** Records a sign-in: Apple keeps the first authorization's email choice and shares the name that once, as Apple does. */
  signIn(choice: AccountChoice): StandInAccount {
    const login = choice.login.trim().toLowerCase();
    const known = this.#byLogin.get(login);
    if (known) {
      if (this.provider === 'snapchat') {
        // Snapchat shares the current display name and whatever email the account has now.
        Object.assign(known, { name: choice.name.trim(), email: choice.email.trim().toLowerCase() || null, emailVerified: choice.emailVerified });
      }
      return known;
    }
    const account = this.provider === 'apple' ? this.#newAppleAccount(login, choice) : this.#newSnapchatAccount(login, choice);
    this.#byLogin.set(login, account);
    this.#bySubject.set(account.subject, account);
    return account;
  }

  #newAppleAccount(login: string, choice: AccountChoice): StandInAccount {
    const relay = `${this.#digest('relay', login).slice(0, 10)}@${APPLE_PRIVATE_RELAY_DOMAIN}`;
    const name = choice.name.trim();
    return {
      subject: this.#subjectOf(login),
      login,
      name,
      email: choice.hideEmail ? relay : login,
      // Apple forwards to the relay address itself, so it counts the relay as verified.
      emailVerified: choice.hideEmail || choice.emailVerified,
      privateEmail: choice.hideEmail,
      nameToShare: name === '' ? null : name,
    };
  }

  #newSnapchatAccount(login: string, choice: AccountChoice): StandInAccount {
    return {
      subject: this.#subjectOf(login),
      login,
      name: choice.name.trim(),
      email: choice.email.trim().toLowerCase() || null,
      emailVerified: choice.emailVerified,
      privateEmail: false,
      nameToShare: null,
    };
  }

  find(subject: string): StandInAccount | undefined {
    return this.#bySubject.get(subject);
  }
}
