/** An email the product sends a subscriber about their account (not a one-time code). */
export interface ProductEmail {
  to: string;
  /** The language it is written in: the subscriber's. */
  language: 'en' | 'ar';
  /** What it is about, so tests and logs can tell emails apart without reading them. */
  kind: string;
  subject: string;
  text: string;
  sentAt: Date;
}

/** Hands an email to whoever delivers it (an email gateway in production, the outbox in TEST). */
export interface EmailSender {
  send(email: ProductEmail): Promise<void>;
}

/**
 * Production without a configured gateway: the email is dropped with a warning. Billing goes on
 * (a renewal must not wait for an email), and the site's banner still tells the subscriber.
 */
export const undeliveredEmailSender: EmailSender = {
  async send(email) {
    console.warn(`host app: no email gateway configured; the ${email.kind} email was not sent`);
  },
};
