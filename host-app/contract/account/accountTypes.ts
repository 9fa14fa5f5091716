import type { ResponsiveImage } from '../content/contentTypes';


// Sign-in, sign-up and the subscriber's profile.

/** OTP countries (PR-API-6): isoCode is ISO 3166-1 (GB for the United Kingdom). */
export interface OtpCountry {
  isoCode: string;
  dialCode: string;
  flag: string;
  name: string;
}

export interface OtpSent {
  channel: 'sms' | 'email';
  codeLength: number;
  expiresAt: string;
  /** A new code may be requested after this many seconds. */
  resendAfterSeconds: number;
}

/** A verified code yields a one-time sign-in token for POST signin-token. */
export interface OtpVerified {
  signInToken: string;
  expiresAt: string;
  /** True when no account has this phone or email yet: signin-token then needs fullName. */
  isNewSubscriber: boolean;
}

/** Subscriber profile (PR-AUTH-8). `avatar` and `country` are empty strings when unset. */
export interface Profile {
  id: string;
  fullName: string;
  email: string;
  avatar: string;
  country: string;
  phoneNumber: string;
}

/** Token object (PR-AUTH-8): `id` is the bearer token; `expiresAt` is when the server stops accepting it. */
export interface SessionToken {
  id: string;
  expiresAt: string;
}

/** A sign-up waiting for the code sent to its email; the token goes back with the code. */
export interface SignUpStarted extends OtpSent {
  signUpToken: string;
}

export interface SignedIn {
  token: SessionToken;
  subscriber: Profile;
}

// Profile images, interests, ads, analytics, help and the TEST-only answers.

/** PR-FORM-5: a successful upload returns profile_image (the new avatar URL). */
export interface ProfileImage {
  profile_image: string;
}

export interface Interest {
  id: string;
  name: string;
  icon: string;
  iconImage?: ResponsiveImage;
  /** Whether the signed-in subscriber chose it; false for visitors. */
  selected: boolean;
}

export interface InterestsUpdated {
  interests: string[];
}

/** TEST environment only. */
export interface DevOtp {
  target: string;
  code: string;
  sentAt: string;
  expiresAt: string;
}

/** TEST only: an account email the product sent, as the development outbox kept it. */
export interface DevEmail {
  to: string;
  language: 'en' | 'ar';
  kind: string;
  subject: string;
  text: string;
  sentAt: string;
}
