import * as z from 'zod/mini';
import { listOf } from './listOf';

/**
 * A string with at least one character. A refinement, like the script-tag bundle's other checks:
 * every other kind of zod check adds its own code to that bundle.
 */
export const nonEmpty = () => z.string().check(z.refine((text) => text.length > 0, 'must not be empty'));

/** A list with at least one item. */
export const nonEmptyList = <T extends z.ZodMiniType>(item: T, message = 'must list at least one value') =>
  listOf(item).check(z.refine((list) => list.length > 0, message));
