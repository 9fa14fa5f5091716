import type { OtpMessage, OtpSender } from './otpSender';

/** Kept per target; older codes are useless anyway, since a new code supersedes them. */
const MAX_TARGETS = 1000;

/**
 * TEST only: keeps the last code sent to each phone or email in memory, so end-to-end tests can
 * read it through the development endpoint. Production never creates one.
 */
export class DevOtpOutbox implements OtpSender {
  private readonly latestByTarget = new Map<string, OtpMessage>();

  async send(message: OtpMessage): Promise<void> {
    const key = message.target.value;
    this.latestByTarget.delete(key);
    this.latestByTarget.set(key, message);
    if (this.latestByTarget.size > MAX_TARGETS) {
      const oldest = this.latestByTarget.keys().next().value;
      if (oldest !== undefined) this.latestByTarget.delete(oldest);
    }
  }

  latest(target: string): OtpMessage | undefined {
    return this.latestByTarget.get(target);
  }
}
