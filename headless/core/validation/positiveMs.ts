import * as z from 'zod/mini';
import { integer } from './integer';

/** A duration option: a whole number of milliseconds above zero. */
export const positiveMs = () => integer().check(z.refine((ms) => ms > 0, 'must be a positive number of milliseconds'));
