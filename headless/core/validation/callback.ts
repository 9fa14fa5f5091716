import * as z from 'zod/mini';

/** Any function: the schemas check that a callback is one, the public types say how it is called. */
type AnyCallback = (...args: never[]) => unknown;

/** A merchant callback, typed as the public events type declares it; the error path names which one. */
export const callback = <T extends AnyCallback = AnyCallback>() => z.custom<T>((value) => typeof value === 'function', 'must be a function');

/**
 * The `events` object of an options schema: each named callback optional, typed as `Events`
 * declares it. Another name throws, so a callback given where it is never called is not lost.
 */
export function eventsSchema<Events extends object>(names: readonly (keyof Events & string)[]) {
  type Shape = { [K in keyof Events]-?: z.ZodMiniOptional<z.ZodMiniCustom<NonNullable<Events[K]>, NonNullable<Events[K]>>> };
  return z.strictObject(Object.fromEntries(names.map((name) => [name, z.optional(callback())])) as unknown as Shape);
}
