import { z } from 'zod';
import { ApiError } from './errors';

function fieldPaths(issue: z.core.$ZodIssue, root: string): string[] {
  const base = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...base, key].join('.'));
  return [base.length > 0 ? base.join('.') : root];
}

/** Parses request input, or throws a 400 naming every bad field. Nothing has been written yet. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root: 'body' | 'params' | 'query'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: string[] = [];
  const described: string[] = [];
  for (const issue of result.error.issues) {
    const paths = fieldPaths(issue, root);
    fields.push(...paths);
    described.push(`${paths.join(', ')}: ${issue.message}`);
  }
  throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${root}: ${described.join('; ')}`, [...new Set(fields)]);
}

/** Ids the sandbox hands out: a prefix and a nanoid. Anything else cannot exist. */
export const resourceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an id issued by the sandbox');
