import { z } from 'zod';

export const holderInstrumentsParamsSchema = z.strictObject({ holderReference: z.string().min(1).max(100) });

/** Whether the id names an instrument of the holder is a 404, not a 400. */
export const holderInstrumentParamsSchema = z.strictObject({ holderReference: z.string().min(1).max(100), instrumentId: z.string().min(1).max(100) });
