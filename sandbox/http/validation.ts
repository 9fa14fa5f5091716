import { z } from 'zod';
import { ApiError } from './errors';
import { nulCharacterPaths } from './nulCharacters';

type InputRoot = 'body' | 'params' | 'query';

function fieldPath(path: readonly PropertyKey[], root: InputRoot): string {
  return path.length > 0 ? path.map(String).join('.') : root;
}

function fieldPaths(issue: z.core.$ZodIssue, root: InputRoot): string[] {
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => fieldPath([...issue.path, key], root));
  return [fieldPath(issue.path, root)];
}

/**
 * Parses request input, or throws a 400 naming every bad field. Nothing has been written yet.
 * Every body, path and query passes here, so this is also where U+0000 is refused.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root: InputRoot): z.output<S> {
  const nulPaths = nulCharacterPaths(value).map((path) => fieldPath(path, root));
  const result = schema.safeParse(value);
  if (result.success && nulPaths.length === 0) return result.data;
  const fields: string[] = [...nulPaths];
  const described: string[] = nulPaths.length > 0 ? [`${nulPaths.join(', ')}: must not contain the NUL character (U+0000)`] : [];
  for (const issue of result.error?.issues ?? []) {
    const paths = fieldPaths(issue, root);
    fields.push(...paths);
    described.push(`${paths.join(', ')}: ${issue.message}`);
  }
  throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${root}: ${described.join('; ')}`, [...new Set(fields)]);
}

/** Ids the sandbox hands out: a prefix and a nanoid. Anything else cannot exist. */
export const resourceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an id issued by the sandbox');
