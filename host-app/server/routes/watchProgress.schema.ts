import * as z from 'zod/mini';
import { resourceIdSchema } from '../../contract/forms/validation';

/** Longer than any video the site holds: a larger number is a client's mistake. */
const MAX_SECONDS = 24 * 60 * 60;

export const watchProgressParamsSchema = z.strictObject({ videoId: resourceIdSchema });

export const watchProgressBodySchema = z
  .strictObject({
    positionSeconds: z.number().check(z.gte(0), z.lte(MAX_SECONDS)),
    durationSeconds: z.number().check(z.gt(0), z.lte(MAX_SECONDS)),
  })
  // Compared only once both numbers are valid, so a bad duration is not also blamed on the position.
  .check(z.refine((body) => body.positionSeconds <= body.durationSeconds, { message: 'input.tooBig', path: ['positionSeconds'], when: (payload) => payload.issues.length === 0 }));
