import { API_PATHS } from '../../contract/http/apiPaths';
import type { OtpCountry, OtpSent, OtpVerified, Profile, SignedIn, SignUpStarted } from '../../contract/account/accountTypes';
import type { IdentitySignedIn } from '../../contract/account/identitySignIn';
import type { ProductCaller } from './useProductCaller';

export interface Credentials {
  email: string;
  password: string;
  staySignedIn: boolean;
}

export const signInWithPassword = (call: ProductCaller, body: Credentials) => call<SignedIn>({ method: 'POST', path: API_PATHS.signIn, body: { ...body } });

/** Makes the account and sends a code to its email; the account signs in once `verifySignUp` gets that code. */
export const signUp = (call: ProductCaller, body: { fullName: string; email: string; password: string }) =>
  call<SignUpStarted>({ method: 'POST', path: API_PATHS.signUp, body: { ...body } });

export const verifySignUp = (call: ProductCaller, body: { signUpToken: string; code: string; staySignedIn: boolean }) =>
  call<SignedIn>({ method: 'POST', path: API_PATHS.signUpVerify, body: { ...body } });

/** Revokes the token on the server; the session forgets it locally whatever the answer. */
export const signOut = (call: ProductCaller) => call<unknown>({ method: 'POST', path: API_PATHS.signOut });

/** PR-API-6: UK is shown as GB; an empty list on failure. */
export async function loadOtpCountries(call: ProductCaller, signal?: AbortSignal): Promise<OtpCountry[]> {
  const result = await call<OtpCountry[]>({ path: API_PATHS.otpCountries, signal });
  if (!result.ok || !Array.isArray(result.data)) return [];
  return result.data.map((country) => (country.isoCode === 'UK' ? { ...country, isoCode: 'GB' } : country));
}

export interface PhoneNumber {
  dialCode: string;
  phoneNumber: string;
}

export const sendPhoneOtp = (call: ProductCaller, phone: PhoneNumber) => call<OtpSent>({ method: 'POST', path: API_PATHS.otpSend, body: { ...phone } });

export const verifyPhoneOtp = (call: ProductCaller, phone: PhoneNumber, code: string) =>
  call<OtpVerified>({ method: 'POST', path: API_PATHS.otpVerify, body: { ...phone, code } });

export const signInWithOneTimeToken = (call: ProductCaller, body: { token: string; staySignedIn: boolean; fullName?: string }) =>
  call<SignedIn>({ method: 'POST', path: API_PATHS.signInWithToken, body: { ...body } });

/** A one-time code by email: the way back in for a subscriber who forgot the password. */
export const sendEmailOtp = (call: ProductCaller, email: string) => call<OtpSent>({ method: 'POST', path: API_PATHS.otpSend, body: { email } });

export const verifyEmailOtp = (call: ProductCaller, email: string, code: string) =>
  call<OtpVerified>({ method: 'POST', path: API_PATHS.otpVerify, body: { email, code } });

/** A forgotten password: a code to the account's email (resending is asking again, after the cooldown). */
export const startPasswordReset = (call: ProductCaller, email: string) => call<OtpSent>({ method: 'POST', path: API_PATHS.passwordResetStart, body: { email } });

/** The emailed code with the new password; every session of the account ends, so the viewer signs in again. */
export const completePasswordReset = (call: ProductCaller, body: { email: string; code: string; newPassword: string }) =>
  call<null>({ method: 'POST', path: API_PATHS.passwordResetComplete, body: { ...body } });

/** A new password for the signed-in account; the account's other sessions end. */
export const changePassword = (call: ProductCaller, body: { currentPassword?: string; newPassword: string }) =>
  call<null>({ method: 'POST', path: API_PATHS.passwordChange, body: { ...body } });

/** A code to the new email; the account's email changes once `verifyEmailChange` gets it. */
export const startEmailChange = (call: ProductCaller, email: string) => call<OtpSent>({ method: 'POST', path: API_PATHS.emailChangeStart, body: { email } });

export const verifyEmailChange = (call: ProductCaller, body: { email: string; code: string }) =>
  call<Profile>({ method: 'POST', path: API_PATHS.emailChangeVerify, body: { ...body } });

/** Renews a current session token before it expires; the old token stops working. */
export const renewSessionToken = (call: ProductCaller, token: string) => call<SignedIn>({ method: 'POST', path: API_PATHS.signInWithToken, body: { token } });

/** The session an identity provider's sign-in opened, taken once by the browser that started it (its cookie says which). */
export const takeIdentitySession = (call: ProductCaller) => call<IdentitySignedIn>({ method: 'POST', path: API_PATHS.identitySignInSession, body: {} });
