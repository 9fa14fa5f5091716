import { z } from 'zod';

/**
 * The bank account method's form: the JSON schema the SDK renders (clientConfig.instrumentDataSchema,
 * with its IBAN property behind a remote `$ref`) and the same rules checked on authorize.
 */
export const BANK_HOLDER_TYPES = ['individual', 'company'] as const;
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
const HOLDER_NAME = { minLength: 2, maxLength: 100 } as const;
const COMPANY_NUMBER = { minLength: 4, maxLength: 20, pattern: '^[A-Za-z0-9-]+$' } as const;
export const IBAN_PATTERN = '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$';

export const IBAN_SCHEMA_PATH = '/v1/schemas/bank-account-iban.json';

/** Served at IBAN_SCHEMA_PATH; the form schema points at it with `$ref`. */
export function ibanJsonSchema(providerOrigin: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${providerOrigin}${IBAN_SCHEMA_PATH}`,
    title: 'IBAN',
    description: 'International bank account number, capital letters and digits without spaces',
    type: 'string',
    minLength: 15,
    maxLength: 34,
    pattern: IBAN_PATTERN,
  };
}

export function bankAccountInstrumentDataSchema(providerOrigin: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    title: 'Bank account',
    properties: {
      holderType: { type: 'string', title: 'Account holder type', enum: [...BANK_HOLDER_TYPES], default: 'individual', 'x-position': 1 },
      holderName: { type: 'string', title: 'Account holder name', ...HOLDER_NAME, 'x-position': 2 },
      iban: { $ref: `${providerOrigin}${IBAN_SCHEMA_PATH}`, title: 'IBAN', 'x-position': 4 },
      accountType: { type: 'string', title: 'Account type', enum: [...BANK_ACCOUNT_TYPES], 'x-position': 5 },
    },
    required: ['holderType', 'holderName', 'iban', 'accountType'],
    // Shown (and required) only for company holders.
    if: { properties: { holderType: { const: 'company' } }, required: ['holderType'] },
    then: {
      properties: { companyRegistrationNumber: { type: 'string', title: 'Company registration number', ...COMPANY_NUMBER, 'x-position': 3 } },
      required: ['companyRegistrationNumber'],
    },
  };
}

/** ISO 13616 check digits: the rearranged IBAN read as a number is 1 modulo 97. */
export function hasValidIbanChecksum(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The authorize body's `paymentInstrumentData.instrumentData` for bankAccount. */
export const bankAccountDataSchema = z
  .strictObject({
    holderType: z.enum(BANK_HOLDER_TYPES),
    // The form's rules exactly: lengths as typed, and blank counts as missing.
    holderName: z
      .string()
      .min(HOLDER_NAME.minLength)
      .max(HOLDER_NAME.maxLength)
      .refine((name) => name.trim() !== '', 'is required'),
    companyRegistrationNumber: z
      .string()
      .min(COMPANY_NUMBER.minLength)
      .max(COMPANY_NUMBER.maxLength)
      .regex(new RegExp(COMPANY_NUMBER.pattern), 'must be letters, digits and dashes')
      .optional(),
    iban: z
      .string()
      .regex(new RegExp(IBAN_PATTERN), 'must be capital letters and digits, such as DE89370400440532013000')
      .refine((iban) => !new RegExp(IBAN_PATTERN).test(iban) || hasValidIbanChecksum(iban), 'has wrong check digits'),
    accountType: z.enum(BANK_ACCOUNT_TYPES),
  })
  .superRefine((data, ctx) => {
    if (data.holderType === 'company' && data.companyRegistrationNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['companyRegistrationNumber'], message: 'is required for company holders' });
    }
    if (data.holderType === 'individual' && data.companyRegistrationNumber !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['companyRegistrationNumber'], message: 'is only for company holders' });
    }
  });
