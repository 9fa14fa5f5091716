import * as z from 'zod/mini';
import { integer } from '../validation/integer';
import { matches } from '../validation/matches';

/** An amount (PC-CLIENT-1): value in minor units and an ISO 4217 currency. */
export const amountSchema = z.object({
  /** Minor units (cents). */
  value: integer().check(z.refine((value) => value >= 0, 'must not be negative')),
  currency: matches(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR'),
});
