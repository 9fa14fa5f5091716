import * as z from 'zod/mini';
import type { ApiMessageKey } from '../../contract/http/apiMessages';
import { FULL_NAME_MAX_LENGTH } from '../../contract/forms/validation';
import {
  dialCodeSchema,
  emailSchema,
  fullNameSchema,
  nationalNumberSchema,
  OTP_CODE_LENGTH,
  otpCodeSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  signInFormSchema,
} from '../../contract/forms/validation';
import type { FieldProblem } from './useForm';

/**
 * The shared validators (PR-FORM-1, PR-FORM-2) name their problems with API message keys;
 * the site shows its own catalog text for each, with the limits filled in.
 */
const PROBLEM_FOR_ISSUE: Partial<Record<ApiMessageKey, FieldProblem>> = {
  'fullName.required': { key: 'validation.fullName.required' },
  'fullName.tooLong': { key: 'validation.fullName.tooLong', values: { count: FULL_NAME_MAX_LENGTH } },
  'fullName.characters': { key: 'validation.fullName.characters' },
  'email.required': { key: 'validation.email.required' },
  'email.invalid': { key: 'validation.email.invalid' },
  'password.tooShort': { key: 'validation.password.tooShort', values: { count: PASSWORD_MIN_LENGTH } },
  'password.tooLong': { key: 'validation.password.tooLong', values: { count: PASSWORD_MAX_LENGTH } },
  'input.required': { key: 'validation.password.required' },
  'phone.dialCode': { key: 'validation.dialCode.required' },
  'phone.number': { key: 'validation.phone.invalid' },
  'otp.code': { key: 'validation.otp.invalid', values: { count: OTP_CODE_LENGTH } },
};

function problemOf(schema: z.ZodMiniType, value: string, whenEmpty?: FieldProblem): FieldProblem | null {
  if (whenEmpty && value.trim() === '') return whenEmpty;
  const result = z.safeParse(schema, value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message as ApiMessageKey | undefined;
  return (message && PROBLEM_FOR_ISSUE[message]) || { key: 'form.errorSummary' };
}

export const fullNameProblem = (value: string) => problemOf(fullNameSchema, value);
export const emailProblem = (value: string) => problemOf(emailSchema, value);
/** New passwords follow the length rules; at sign-in only presence is checked, as the server does. */
export const newPasswordProblem = (value: string) => problemOf(passwordSchema, value, { key: 'validation.password.required' });
export const existingPasswordProblem = (value: string) => problemOf(signInFormSchema.shape.password, value);
export const dialCodeProblem = (value: string) => problemOf(dialCodeSchema, value);
export const phoneNumberProblem = (value: string) => problemOf(nationalNumberSchema, value, { key: 'validation.phone.required' });
export const otpCodeProblem = (value: string) => problemOf(otpCodeSchema, value);
