import * as z from 'zod/mini';
import { DISCOVERY_SCREENS } from '../../contract/content/discoveryTypes';

export const discoveryParamsSchema = z.strictObject({ screen: z.enum(DISCOVERY_SCREENS, 'id.invalid') });

/** The discovery screens take no query parameters. */
export const discoveryQuerySchema = z.strictObject({});
