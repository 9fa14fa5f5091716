import { describe, expect, it } from 'vitest';
import { API_MESSAGES, apiMessage } from '../../../../host-app/contract/http/apiMessages';
import { otpSendBodySchema, otpTargetOf } from '../../../../host-app/contract/account/accountRequests';
import { emailSchema, fullNameSchema, nationalNumberSchema, passwordSchema, PROFILE_IMAGE_MAX_BYTES } from '../../../../host-app/contract/forms/validation';
import { sniffImageType } from '../../../../host-app/server/routes/profileImage';
import { tooManyRequests } from '../../../../host-app/server/http/apiError';
import { tinyPng } from '../helpers';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('shared validators (PR-FORM-1, PR-FORM-2)', () => {
  it('full name: 1-255 Latin or Arabic letters, digits and spaces, trimmed', () => {
    for (const name of ['Layla Haddad', 'ليلى حداد', 'مُحَمَّد', 'Zoë 2', 'Ali ١٢٣', 'x'.repeat(255)]) expect(fullNameSchema.safeParse(name).success, name).toBe(true);
    expect(fullNameSchema.parse('  Omar  ')).toBe('Omar');
    expect(messageOf(fullNameSchema.safeParse(''))).toBe('fullName.required');
    expect(messageOf(fullNameSchema.safeParse('x'.repeat(256)))).toBe('fullName.tooLong');
    for (const name of ['Jean-Luc', "O'Brien", 'Иван', '李雷', 'a_b', 'semi;colon', 'tab\there']) {
      expect(messageOf(fullNameSchema.safeParse(name)), name).toBe('fullName.characters');
    }
  });

  it('email: standard form with a top-level domain of 2 to 4 letters, lower-cased', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.info', 'x_y@sub-domain.example.ae']) expect(emailSchema.safeParse(email).success, email).toBe(true);
    expect(emailSchema.parse(' Name@Example.COM ')).toBe('name@example.com');
    for (const email of ['a@b.c', 'a@b.museum', 'a@b.c0m', 'no-at.example.com', 'a@.example.com', '.a@example.com', 'a..b@example.com', 'a@example..com']) {
      expect(messageOf(emailSchema.safeParse(email)), email).toBe('email.invalid');
    }
  });

  it('password: 8 to 128 characters', () => {
    expect(messageOf(passwordSchema.safeParse('1234567'))).toBe('password.tooShort');
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
    expect(messageOf(passwordSchema.safeParse('x'.repeat(129)))).toBe('password.tooLong');
  });

  it('phone number: digits and spaces, trunk 0 dropped', () => {
    expect(nationalNumberSchema.parse('050 123 4567')).toBe('501234567');
    expect(nationalNumberSchema.safeParse('+971501234567').success).toBe(false);
    expect(nationalNumberSchema.safeParse('12').success).toBe(false);
  });

  it('OTP target: a phone or an email, normalised', () => {
    expect(otpTargetOf(otpSendBodySchema.parse({ dialCode: '+44', phoneNumber: '07700 900123' }))).toEqual({ kind: 'phone', value: '+447700900123' });
    expect(otpTargetOf(otpSendBodySchema.parse({ email: 'A@B.CO' }))).toEqual({ kind: 'email', value: 'a@b.co' });
    expect(otpSendBodySchema.safeParse({}).success).toBe(false);
  });

  it('every message exists in English and Arabic, and placeholders are filled', () => {
    const englishKeys = Object.keys(API_MESSAGES.en).sort();
    expect(Object.keys(API_MESSAGES.ar).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      const message = API_MESSAGES.ar[key as keyof typeof API_MESSAGES.ar];
      for (const text of typeof message === 'string' ? [message] : Object.values(message.forms)) expect(text.trim(), key).not.toBe('');
    }
    expect(apiMessage('rateLimit.exceeded', 'en', { seconds: 42 })).toBe('Too many attempts: try again in 42 seconds');
    expect(apiMessage('rateLimit.exceeded', 'ar', { seconds: 42 })).toContain('42');
  });

  it('a rate limit says a long wait in minutes, rounded up, and a short one in seconds', () => {
    const long = tooManyRequests(2462);
    expect(long.retryAfterSeconds).toBe(2462);
    expect(apiMessage(long.messageKey, 'en', long.values)).toBe('Too many attempts: try again in 42 minutes');
    expect(apiMessage(long.messageKey, 'ar', long.values)).toContain('42');
    const short = tooManyRequests(90);
    expect(apiMessage(short.messageKey, 'en', short.values)).toBe('Too many attempts: try again in 90 seconds');
    // A limit with a message of its own keeps it.
    expect(tooManyRequests(2462, 'otp.tooManyTries').messageKey).toBe('otp.tooManyTries');
  });

  it('the image size message matches the upload limit', () => {
    expect(apiMessage('image.tooLarge', 'en')).toContain(`${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  });

  it('recognises image types by their bytes', () => {
    expect(sniffImageType(tinyPng())).toBe('png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpg');
    expect(sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});
