import * as z from 'zod/mini';
import { isMarketCountry } from '../site/markets';
import {
  dialCodeSchema,
  emailSchema,
  fullNameSchema,
  interestIdSchema,
  nationalNumberSchema,
  otpCodeSchema,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
  profileFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '../forms/validation';

/*
 * Bodies of the account calls: codes, sign-up, sign-in, passwords, email, profile and interests.
 * Unknown fields are refused, so a typo is a clear 400 instead of a silently ignored value.
 */

const otpTargetFields = {
  dialCode: z.optional(dialCodeSchema),
  phoneNumber: z.optional(nationalNumberSchema),
  email: z.optional(emailSchema),
};

/** Either a phone (dial code and national number) or an email address, never both. */
const requireOneTarget = z.superRefine((value: { dialCode?: string; phoneNumber?: string; email?: string }, ctx) => {
  if (value.email !== undefined) {
    if (value.dialCode !== undefined || value.phoneNumber !== undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'otp.oneTarget' });
    return;
  }
  if (value.dialCode === undefined) ctx.addIssue({ code: 'custom', path: ['dialCode'], message: 'phone.dialCode' });
  if (value.phoneNumber === undefined) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'phone.number' });
});

/** Phone sign-in data (dial code from the picker and the national number), or an email address. */
export const otpSendBodySchema = z.strictObject(otpTargetFields).check(requireOneTarget);
export type OtpSendBody = z.input<typeof otpSendBodySchema>;

export const otpVerifyBodySchema = z.strictObject({ ...otpTargetFields, code: otpCodeSchema }).check(requireOneTarget);
export type OtpVerifyBody = z.input<typeof otpVerifyBodySchema>;

export type OtpTarget = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/** The normalised target a code is sent to: E.164 phone or lower-case email. */
export function otpTargetOf(body: { dialCode?: string; phoneNumber?: string; email?: string }): OtpTarget {
  if (body.email !== undefined) return { kind: 'email', value: body.email };
  return { kind: 'phone', value: `${body.dialCode ?? ''}${body.phoneNumber ?? ''}` };
}

/** Sign-up: the new account waits for the code sent to its email; staying signed in is chosen with the code. */
export const signUpBodySchema = z.strictObject({
  fullName: signUpFormSchema.shape.fullName,
  email: signUpFormSchema.shape.email,
  password: signUpFormSchema.shape.password,
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'country.invalid'))),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject(signInFormSchema.shape);
export type SignInBody = z.input<typeof signInBodySchema>;

/**
 * A one-time sign-in token from OTP verify (fullName is needed when the account is new),
 * or a current session token to renew.
 */
export const signInTokenBodySchema = z.strictObject({
  token: z.string().check(z.minLength(1, 'input.required'), z.maxLength(2048, 'input.tooBig')),
  fullName: z.optional(fullNameSchema),
  staySignedIn: z.optional(z.boolean()),
});
export type SignInTokenBody = z.input<typeof signInTokenBodySchema>;

/** The code sent by sign-up, with the token its answer gave the same browser. */
export const signUpVerifyBodySchema = z.strictObject({
  signUpToken: z.string().check(z.minLength(1, 'input.required'), z.maxLength(2048, 'input.tooBig')),
  code: otpCodeSchema,
  staySignedIn: z.optional(z.boolean()),
});
export type SignUpVerifyBody = z.input<typeof signUpVerifyBodySchema>;

/** A forgotten password: the code goes to the account's email (the answer is the same for an unknown email). */
export const passwordResetStartBodySchema = z.strictObject({ email: emailSchema });
export type PasswordResetStartBody = z.input<typeof passwordResetStartBodySchema>;

/** The emailed code with the new password; every session of the account ends. */
export const passwordResetCompleteBodySchema = z.strictObject({ email: emailSchema, code: otpCodeSchema, newPassword: passwordSchema });
export type PasswordResetCompleteBody = z.input<typeof passwordResetCompleteBodySchema>;

/** The current password is needed whenever the account has one. */
export const passwordChangeBodySchema = z.strictObject({
  currentPassword: z.optional(z.string().check(z.minLength(1, 'auth.currentPasswordNeeded'), z.maxLength(PASSWORD_MAX_LENGTH, 'password.tooLong'))),
  newPassword: passwordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** A new or first email for the signed-in account: a code is sent to it. */
export const emailChangeStartBodySchema = z.strictObject({ email: emailSchema });
export type EmailChangeStartBody = z.input<typeof emailChangeStartBodySchema>;

export const emailChangeVerifyBodySchema = z.strictObject({ email: emailSchema, code: otpCodeSchema });
export type EmailChangeVerifyBody = z.input<typeof emailChangeVerifyBodySchema>;

export const profileUpdateBodySchema = z.strictObject(profileFormSchema.shape);
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** The markets a viewer may choose (settings); '' clears the choice, so the lookup decides again. */
export const profileCountryBodySchema = z.strictObject({ country: z.string().check(z.refine((country) => country === '' || isMarketCountry(country), 'country.invalid')) });
export type ProfileCountryBody = z.input<typeof profileCountryBodySchema>;

export const interestsUpdateBodySchema = z.strictObject({
  interests: z.array(interestIdSchema).check(
    z.maxLength(50, 'input.tooBig'),
    z.refine((ids) => new Set(ids).size === ids.length, 'interests.duplicate'),
  ),
});
export type InterestsUpdateBody = z.input<typeof interestsUpdateBodySchema>;
