import * as z from 'zod/mini';
import { nonEmpty } from '../validation/nonEmpty';
import { isUuid } from '../validation/uuid';
import { oneOf } from '../validation/oneOf';

/** The stored instrument (PC-INSTRUMENT-1; the SDK shows 'Unavailable' without a displayName). */
export const storedInstrumentSchema = z.looseObject({
  id: z.string().check(z.refine(isUuid, 'must be a UUID')),
  displayName: z.optional(z.string()),
  paymentMethod: nonEmpty(),
  status: oneOf(['enabled', 'created', 'deleted', 'disabled', 'invalid', 'transient']),
  data: z.optional(
    z.looseObject({
      network: z.optional(z.string()),
      bin: z.optional(z.string()),
      binLookup: z.optional(z.looseObject({ issuerCountry: z.optional(z.looseObject({ code: z.optional(z.string()) })) })),
    }),
  ),
});
