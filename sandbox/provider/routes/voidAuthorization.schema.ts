import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';

export const voidParamsSchema = z.strictObject({ executionId: resourceIdSchema });

/** Nothing to say: no body, or `{}`. */
export const voidBodySchema = z.strictObject({});
