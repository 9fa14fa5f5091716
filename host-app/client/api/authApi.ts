import { API_PATHS } from '../../shared/apiPaths';
import type { OtpCountry, OtpSent, OtpVerified, SignedIn, SignUpStarted } from '../../shared/apiTypes';
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

/** Section 7: UK is shown as GB; an empty list on failure. */
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
