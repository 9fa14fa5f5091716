import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';
import { PaymentClientError } from '../errors/PaymentClientError';
import { amountSchema } from '../session/amountSchema';
import { nonEmpty } from '../validation/nonEmpty';
import { isUuid } from '../validation/uuid';
import { oneOf } from '../validation/oneOf';

import { INSTRUMENT_NOT_VALID, NO_PAYOUT_INSTRUMENT } from './instrumentMessages';

export { INSTRUMENT_NOT_VALID, NO_PAYOUT_INSTRUMENT, SAVE_INSTRUMENT_URL_MISSING } from './instrumentMessages';

/** The id of an instrument to delete, update or pay out to; rejects anything but a UUID. */
export function parseInstrumentId(value: unknown, field = 'instrumentId'): string {
  if (isUuid(value)) return value;
  throw new PaymentClientError('VALIDATION_FAILED', INSTRUMENT_NOT_VALID, { fields: [field] });
}

/** What a shopper may change on an instrument: its name, or whether it is offered. */
const instrumentUpdateSchema = z
  .object({
    displayName: z.optional(nonEmpty().check(z.refine((name) => name.length <= 100, 'must be at most 100 characters'))),
    status: z.optional(oneOf(['enabled', 'disabled'])),
  })
  .check(z.refine((body) => body.displayName !== undefined || body.status !== undefined, 'must name displayName, status or both'));

/**
 * What the merchant passes to save an instrument: the method and its data (vault tokens of
 * a card as `{ cardData }`); the client adds the session's references (PC-INSTRUMENT-2).
 */
const saveInstrumentInputSchema = z.object({
  paymentMethod: z._default(nonEmpty(), 'card'),
  data: z.looseObject({}),
  storeInstrument: z._default(z.boolean(), false),
  futureUsage: z.optional(nonEmpty()),
  encryptedData: z.optional(z.string()),
});

const payoutInputSchema = z.object({
  paymentInstrumentId: z.optional(z.unknown()),
  /** Defaults to the session's amount. */
  amount: z.optional(amountSchema),
});

export type InstrumentUpdate = z.output<typeof instrumentUpdateSchema>;
export type SaveInstrumentInput = z.input<typeof saveInstrumentInputSchema>;
export type PayoutRequestInput = { paymentInstrumentId: string; amount?: z.output<typeof amountSchema> };

function parse<S extends z.ZodMiniType>(schema: S, input: unknown, root: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw configurationError(root, parsed.error.issues);
  return parsed.data;
}

export const parseInstrumentUpdate = (input: unknown): InstrumentUpdate => parse(instrumentUpdateSchema, input, 'instrumentUpdate');
export const parseSaveInstrumentInput = (input: unknown) => parse(saveInstrumentInputSchema, input, 'saveInstrument');

/** A payout names a stored instrument (a UUID) and may name an amount. */
export function parsePayoutInput(input: unknown, log: (message: string) => void): PayoutRequestInput {
  const parsed = parse(payoutInputSchema, input ?? {}, 'payout');
  if (parsed.paymentInstrumentId === undefined || parsed.paymentInstrumentId === null || parsed.paymentInstrumentId === '') {
    log(NO_PAYOUT_INSTRUMENT);
    throw new PaymentClientError('VALIDATION_FAILED', INSTRUMENT_NOT_VALID, { fields: ['paymentInstrumentId'] });
  }
  return { paymentInstrumentId: parseInstrumentId(parsed.paymentInstrumentId, 'paymentInstrumentId'), ...(parsed.amount ? { amount: parsed.amount } : {}) };
}
