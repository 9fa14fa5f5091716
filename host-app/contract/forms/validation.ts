import * as z from 'zod/mini';
import { LOCALES } from '../site/locales';
import { VIDEO_SEARCH_PAGE_SIZE } from '../content/contentConstants';

/*
 * Validators (PR-FORM-1 to PR-FORM-5), shared by the site's forms and the product API.
 * Issue messages are keys of `apiMessages.ts`, so each side shows them in its own language.
 */

/** PR-FORM-1: full name maximum length. */
export const FULL_NAME_MAX_LENGTH = 255;

/** Letters of the Latin and Arabic scripts (with their marks), ASCII and Arabic-Indic digits, and spaces. */
export const FULL_NAME_PATTERN = /^(?:[0-9\u0660-\u0669\u06F0-\u06F9 ]|(?=[\p{L}\p{M}])[\p{scx=Latin}\p{scx=Arabic}])+$/u;

/** A dot-atom local part, dot-separated domain labels and a top-level domain of 2 to 4 letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Length of the one-time codes sent for phone sign-in. */
export const OTP_CODE_LENGTH = 6;

/** Profile image upload limits: the server checks the file's bytes, not only its declared type. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROFILE_IMAGE_FIELD = 'image';

export const fullNameSchema = z.string().check(
  z.normalize('NFC'),
  z.trim(),
  z.minLength(1, 'fullName.required'),
  z.maxLength(FULL_NAME_MAX_LENGTH, 'fullName.tooLong'),
  z.regex(FULL_NAME_PATTERN, 'fullName.characters'),
);

export const emailSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'email.required'),
  z.maxLength(EMAIL_MAX_LENGTH, 'email.invalid'),
  z.regex(EMAIL_PATTERN, 'email.invalid'),
  z.toLowerCase(),
);

export const passwordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, 'password.tooShort'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'password.tooLong'),
);

/** The dial code chosen in the picker, e.g. `+971`. */
export const dialCodeSchema = z.string().check(z.trim(), z.regex(/^\+[1-9][0-9]{0,3}$/, 'phone.dialCode'));

/** The national number as typed: digits and spaces; spaces and one trunk `0` are dropped. */
export const nationalNumberSchema = z.string().check(
  z.regex(/^[0-9 ]{4,20}$/, 'phone.number'),
  z.overwrite((value) => value.replace(/ /g, '').replace(/^0/, '')),
  z.regex(/^[1-9][0-9]{3,13}$/, 'phone.number'),
);

export const phoneSchema = z.object({ dialCode: dialCodeSchema, phoneNumber: nationalNumberSchema });
export type Phone = z.output<typeof phoneSchema>;

/** E.164 form of a phone: at most 15 digits after the plus. */
export function toE164(phone: Phone): string {
  return `${phone.dialCode}${phone.phoneNumber}`;
}

export const otpCodeSchema = z.string().check(z.trim(), z.regex(new RegExp(`^[0-9]{${OTP_CODE_LENGTH}}$`), 'otp.code'));

export const localeSchema = z.enum(LOCALES, 'locale.invalid');

/** Ids of videos, channels, events and subscribers: letters, digits, `_` and `-`. */
export const resourceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id.invalid'));

/** Interest ids are slugs. */
export const interestIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'id.invalid'));

/** Query values arrive as text; pages start at 0 and hold 5 videos by default (PR-CONTENT-1). */
export const pageSchema = z._default(z.coerce.number('page.invalid').check(z.int('page.invalid'), z.minimum(0, 'page.invalid'), z.maximum(10_000, 'page.invalid')), 0);
export const countSchema = z._default(
  z.coerce.number('count.invalid').check(z.int('count.invalid'), z.minimum(1, 'count.invalid'), z.maximum(50, 'count.invalid')),
  VIDEO_SEARCH_PAGE_SIZE,
);

/** Sign-up form: full name, email and password; staying signed in keeps the token without expiry on the client. */
export const signUpFormSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  staySignedIn: z.optional(z.boolean()),
});
export type SignUpForm = z.output<typeof signUpFormSchema>;

/** Sign-in form: the password is only checked for presence, so old accounts with other rules can still sign in. */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'input.required'), z.maxLength(PASSWORD_MAX_LENGTH, 'password.tooLong')),
  staySignedIn: z.optional(z.boolean()),
});
export type SignInForm = z.output<typeof signInFormSchema>;

export const profileFormSchema = z.object({ fullName: fullNameSchema });
export type ProfileForm = z.output<typeof profileFormSchema>;
