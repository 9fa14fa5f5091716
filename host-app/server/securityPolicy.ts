import { STORED_TOKEN_LIFETIME_SECONDS } from '../contract/account/authSession';
import { OTP_CODE_LENGTH } from '../contract/forms/validation';

/** Security limits of the product API in one place (SEC-16 to SEC-18). */

/** Sessions last as long as the client keeps the token (PR-AUTH-7), or 30 days when the user stays signed in. */
export const SESSION_TTL_SECONDS = STORED_TOKEN_LIFETIME_SECONDS;
export const STAY_SIGNED_IN_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export const OTP = {
  codeLength: OTP_CODE_LENGTH,
  ttlSeconds: 5 * 60,
  /** Wrong codes allowed per challenge; the next try is refused even with the right code. */
  maxFailedAttempts: 5,
  resendAfterSeconds: 30,
  /** The one-time token that verify hands to signin-token. */
  signInTokenTtlSeconds: 10 * 60,
} as const;

export const SIGN_UP = {
  /** The token that binds a sign-up's code to the browser that chose the password. */
  verificationTokenTtlSeconds: 30 * 60,
} as const;

/** Sign-in with an identity provider (SEC-29). */
export const IDENTITY_SIGN_IN = {
  /** From the start to the provider's answer: the time to sign in at the provider. */
  startTtlSeconds: 10 * 60,
  /** From the provider's answer to the site taking the session. */
  handOverTtlSeconds: 2 * 60,
} as const;

export interface PasswordHashingCost {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
  maxmem: number;
}

/** scrypt cost: N = 2^15 takes tens of milliseconds and 32 MiB per hash. */
export const PASSWORD_HASHING: PasswordHashingCost = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16, maxmem: 64 * 1024 * 1024 };

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Counted per client address, rather than per account, email or phone. */
  perAddress?: true;
}

export const RATE_LIMITS = {
  signInPerEmail: { name: 'signin-email', limit: 10, windowSeconds: 15 * 60 },
  signInPerIp: { name: 'signin-ip', limit: 50, windowSeconds: 15 * 60, perAddress: true },
  signUpPerIp: { name: 'signup-ip', limit: 20, windowSeconds: 60 * 60, perAddress: true },
  signInTokenPerIp: { name: 'signin-token-ip', limit: 30, windowSeconds: 15 * 60, perAddress: true },
  otpSendPerTargetShort: { name: 'otp-send-target-short', limit: 1, windowSeconds: OTP.resendAfterSeconds },
  otpSendPerTarget: { name: 'otp-send-target', limit: 5, windowSeconds: 60 * 60 },
  otpSendPerIp: { name: 'otp-send-ip', limit: 20, windowSeconds: 60 * 60, perAddress: true },
  otpVerifyPerIp: { name: 'otp-verify-ip', limit: 30, windowSeconds: 15 * 60, perAddress: true },
  analyticsPerIp: { name: 'analytics-ip', limit: 120, windowSeconds: 60, perAddress: true },
  /** An ad played to its end sends seven beacons; a page of several players stays far below this. */
  adBeaconPerIp: { name: 'ad-beacon-ip', limit: 300, windowSeconds: 60, perAddress: true },
  /** Voucher codes tried, counted before the code is looked up, so guesses past the limit learn nothing. */
  voucherPerIp: { name: 'voucher-ip', limit: 30, windowSeconds: 60 * 60, perAddress: true },
  voucherPerAccount: { name: 'voucher-account', limit: 10, windowSeconds: 60 * 60 },
  /** Sign-up sends a code to the email, so it counts per email too (apart from sign-in and billing codes). */
  signUpPerEmail: { name: 'signup-email', limit: 5, windowSeconds: 60 * 60 },
  signUpVerifyPerIp: { name: 'signup-verify-ip', limit: 30, windowSeconds: 15 * 60, perAddress: true },
  /** Password reset codes count as sign-in codes to the email (the OTP send rules); these add the address and tries. */
  passwordResetPerIp: { name: 'password-reset-ip', limit: 20, windowSeconds: 60 * 60, perAddress: true },
  /** A signed-in account guessing its current password, or sending codes to new emails. */
  credentialChangePerAccount: { name: 'credential-change-account', limit: 10, windowSeconds: 15 * 60 },
  /** Help chat messages: per address, and per account or reply-to email. */
  helpMessagePerIp: { name: 'help-message-ip', limit: 20, windowSeconds: 60 * 60, perAddress: true },
  helpMessagePerSender: { name: 'help-message-sender', limit: 5, windowSeconds: 10 * 60 },
  /** Sign-ins with an identity provider started, and their sessions taken. */
  identitySignInPerIp: { name: 'identity-sign-in-ip', limit: 30, windowSeconds: 15 * 60, perAddress: true },
  identityHandOverPerIp: { name: 'identity-hand-over-ip', limit: 30, windowSeconds: 15 * 60, perAddress: true },
} as const satisfies Record<string, RateLimitRule>;

/** After signin-token renews a session, the old token keeps working this long, for calls already on their way. */
export const RENEWED_TOKEN_OVERLAP_SECONDS = 30;

/** Analytics batches sent with a token signed out this recently still count for its subscriber (attribution only, never access). */
export const ANALYTICS_SIGN_OUT_GRACE_SECONDS = 60;

/** Signed media links stay valid this long. */
export const MEDIA_URL_TTL_SECONDS = 60 * 60;

/** JSON bodies; uploads have their own limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
