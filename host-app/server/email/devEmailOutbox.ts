import type { EmailSender, ProductEmail } from './emailSender';

/** Kept in all; enough for any test run, bounded so a long TEST server does not grow without end. */
const MAX_EMAILS = 2000;

/**
 * TEST only: keeps the emails the product sent in memory, so tests can read them through the
 * development endpoint. Production never creates one.
 */
export class DevEmailOutbox implements EmailSender {
  private readonly emails: ProductEmail[] = [];

  async send(email: ProductEmail): Promise<void> {
    this.emails.push(email);
    if (this.emails.length > MAX_EMAILS) this.emails.shift();
  }

  /** Emails sent to the address, oldest first. */
  sentTo(address: string): ProductEmail[] {
    const wanted = address.toLowerCase();
    return this.emails.filter((email) => email.to.toLowerCase() === wanted);
  }
}
