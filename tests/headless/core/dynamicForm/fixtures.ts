import { vi } from 'vitest';
import type { DynamicFormLogger } from '../../../../headless/core/dynamicForm/logger';
import type { SchemaFetch } from '../../../../headless/core/dynamicForm/resolveSchemaRefs';

export const PROVIDER = 'http://localhost:4000';
export const IBAN_URL = `${PROVIDER}/v1/schemas/bank-account-iban.json`;

export const ibanSchema = {
  title: 'IBAN (remote)',
  type: 'string',
  minLength: 15,
  maxLength: 34,
  pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$',
};

/** A bank account form of the kind the provider sends: holder type tabs, a company-only field, a remote IBAN. */
export function bankAccountSchema() {
  return {
    type: 'object',
    properties: {
      accountType: { type: 'string', title: 'Account type', enum: ['checking', 'savings'], 'x-position': 5 },
      holderName: { type: 'string', title: 'Account holder name', minLength: 2, maxLength: 10, 'x-position': 2 },
      holderType: {
        type: 'string',
        title: 'Account holder type',
        oneOf: [
          { const: 'individual', title: 'Individual' },
          { const: 'company', title: 'Company' },
        ],
        default: 'individual',
        'x-position': 1,
      },
      iban: { $ref: IBAN_URL, title: 'IBAN', 'x-position': 4 },
    },
    required: ['holderType', 'holderName', 'iban', 'accountType'],
    if: { properties: { holderType: { const: 'company' } }, required: ['holderType'] },
    then: {
      properties: { companyNumber: { type: 'string', title: 'Company number', pattern: '^[0-9]+$', 'x-position': 3 } },
      required: ['companyNumber'],
    },
  };
}

export interface RecordingLogger extends DynamicFormLogger {
  warnings: string[];
  errors: string[];
}

export function recordingLogger(): RecordingLogger {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, warn: (message) => warnings.push(message), error: (message) => errors.push(message) };
}

/** A fetch that answers JSON bodies by URL; anything else is a 404. */
export function fakeFetch(documents: Record<string, unknown>) {
  return vi.fn<SchemaFetch>(async (url) => {
    const found = Object.hasOwn(documents, url);
    return { ok: found, status: found ? 200 : 404, json: async () => documents[url] };
  });
}
