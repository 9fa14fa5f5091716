import { describe, expect, it } from 'vitest';
import {
  dialCodeProblem,
  emailProblem,
  existingPasswordProblem,
  fullNameProblem,
  newPasswordProblem,
  otpCodeProblem,
  phoneNumberProblem,
} from '../../../../host-app/client/forms/fieldRules';

describe('full name (PR-FORM-1)', () => {
  it.each(['Jane Doe', 'محمد علي', 'Jane 2', 'José Ñúñez', 'a'])('accepts %s', (name) => {
    expect(fullNameProblem(name)).toBeNull();
  });

  it('asks for a name when empty or blank', () => {
    expect(fullNameProblem('')).toEqual({ key: 'validation.fullName.required' });
    expect(fullNameProblem('   ')).toEqual({ key: 'validation.fullName.required' });
  });

  it('allows 255 characters and refuses 256, saying the limit', () => {
    expect(fullNameProblem('a'.repeat(255))).toBeNull();
    expect(fullNameProblem('a'.repeat(256))).toEqual({ key: 'validation.fullName.tooLong', values: { count: 255 } });
  });

  it.each(['Jane_Doe', 'Jane-Doe', 'jane@doe', 'Иван', '名前'])('refuses characters other than letters, digits and spaces: %s', (name) => {
    expect(fullNameProblem(name)).toEqual({ key: 'validation.fullName.characters' });
  });
});

describe('email (PR-FORM-2)', () => {
  it.each(['name@example.com', 'a.b+c@mail.example.info', 'x@y.ae'])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull();
  });

  it('asks for an address when empty', () => {
    expect(emailProblem('')).toEqual({ key: 'validation.email.required' });
  });

  it.each(['name@example', 'name@example.museum', 'name@example.c', 'name.example.com', '@example.com'])('refuses %s (top-level domain of 2 to 4 letters)', (email) => {
    expect(emailProblem(email)).toEqual({ key: 'validation.email.invalid' });
  });
});

describe('passwords', () => {
  it('needs 8 characters for a new one, saying so', () => {
    expect(newPasswordProblem('')).toEqual({ key: 'validation.password.required' });
    expect(newPasswordProblem('short')).toEqual({ key: 'validation.password.tooShort', values: { count: 8 } });
    expect(newPasswordProblem('long enough')).toBeNull();
  });

  it('only needs one at sign-in', () => {
    expect(existingPasswordProblem('')).toEqual({ key: 'validation.password.required' });
    expect(existingPasswordProblem('x')).toBeNull();
  });
});

describe('phone sign-in', () => {
  it('checks the dial code and the national number', () => {
    expect(dialCodeProblem('+971')).toBeNull();
    expect(dialCodeProblem('')).toEqual({ key: 'validation.dialCode.required' });
    expect(phoneNumberProblem('50 123 4567')).toBeNull();
    expect(phoneNumberProblem('')).toEqual({ key: 'validation.phone.required' });
    expect(phoneNumberProblem('12')).toEqual({ key: 'validation.phone.invalid' });
    expect(phoneNumberProblem('50-123')).toEqual({ key: 'validation.phone.invalid' });
  });

  it('wants a 6-digit code', () => {
    expect(otpCodeProblem('123456')).toBeNull();
    expect(otpCodeProblem('12345')).toEqual({ key: 'validation.otp.invalid', values: { count: 6 } });
    expect(otpCodeProblem('12345a')).toEqual({ key: 'validation.otp.invalid', values: { count: 6 } });
  });
});
