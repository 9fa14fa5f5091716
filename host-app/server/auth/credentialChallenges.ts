/**
 * Codes that change credentials are kept under keys of their own, so a sign-in code to the same
 * email never resets a password or proves a new email, and neither code signs anyone in.
 */
export function passwordResetChallengeKey(subscriberId: string): string {
  return `password-reset:${subscriberId}`;
}

/** Bound to the email the code went to: a code sent to one address never proves another. */
export function emailChangeChallengeKey(subscriberId: string, email: string): string {
  return `email-change:${subscriberId}:${email}`;
}
