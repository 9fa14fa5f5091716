import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP } from '../securityPolicy';

/** Uniformly random digits from the system CSPRNG. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP.codeLength)).padStart(OTP.codeLength, '0');
}

/** Keyed with a server secret and bound to its challenge, so a leaked table cannot be brute-forced offline. */
export function hashOtpCode(key: Buffer, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}\n${code}`).digest('base64url');
}

export function otpCodeMatches(key: Buffer, challengeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtpCode(key, challengeId, code));
  const expected = Buffer.from(storedHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
