import * as z from 'zod/mini';

/** A merchant callback; the error path names which one. */
export const callback = () =>
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'must be a function');
