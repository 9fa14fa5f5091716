import * as z from 'zod/mini';
import { resourceIdSchema } from '../../shared/validation';

/** The event lists take no query parameters. */
export const eventsQuerySchema = z.strictObject({});

export const eventParamsSchema = z.strictObject({ eventId: resourceIdSchema });
