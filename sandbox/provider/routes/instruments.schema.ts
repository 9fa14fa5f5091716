import { z } from 'zod';
import { isInstrumentId } from '../instruments';
import { cardDataSchema } from './authorize.schema';

export const FUTURE_USAGES = ['CardOnFile', 'Subscription', 'UnscheduledCardOnFile'] as const;

export const instrumentParamsSchema = z.strictObject({
  instrumentId: z.string().refine(isInstrumentId, 'must be an instrument id (a UUID)'),
});

/** Save-instrument payload (PC-INSTRUMENT-2); the card comes as vault tokens. */
export const saveInstrumentBodySchema = z.strictObject({
  data: z.strictObject({ cardData: cardDataSchema }),
  merchantReference: z.string().min(1).max(100).optional(),
  holderReference: z.string().min(1).max(100).optional(),
  holderId: z.string().min(1).max(100).optional(),
  paymentMethod: z.literal('card'),
  storeInstrument: z.boolean().default(false),
  futureUsage: z.enum(FUTURE_USAGES).default('CardOnFile'),
  encryptedData: z.string().max(10_000).optional(),
  vaultProviderConfigId: z.string().min(1).max(100).optional(),
});

export type SaveInstrumentBody = z.output<typeof saveInstrumentBodySchema>;

/** A shopper may rename an instrument, or turn it off and on again; deleting is its own call. */
export const updateInstrumentBodySchema = z
  .strictObject({
    displayName: z.string().trim().min(1).max(100).optional(),
    status: z.enum(['enabled', 'disabled']).optional(),
  })
  .refine((body) => body.displayName !== undefined || body.status !== undefined, 'send displayName, status or both');

export type UpdateInstrumentBody = z.output<typeof updateInstrumentBodySchema>;
