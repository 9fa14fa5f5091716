import type * as z from 'zod/mini';
import { isApiMessageKey, type ApiMessageKey } from '../../contract/http/apiMessages';
import { wrongInput, type FieldProblem } from './apiError';

export type InputPart = 'body' | 'query' | 'params' | 'headers';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Validators put a message key in the issue; zod's own issues get a generic key by their code. */
function messageKeyOf(issue: z.core.$ZodIssue, input: unknown): ApiMessageKey {
  if (isApiMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? 'input.required' : 'input.invalidType';
    case 'unrecognized_keys':
      return 'input.unknownField';
    case 'invalid_value':
      return 'input.invalidValue';
    case 'too_small':
      return 'input.tooSmall';
    case 'too_big':
      return 'input.tooBig';
    default:
      return 'input.invalid';
  }
}

function problemsOf(issue: z.core.$ZodIssue, part: InputPart, input: unknown): FieldProblem[] {
  const base = [part, ...issue.path.map(String)];
  const messageKey = messageKeyOf(issue, input);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: [...base, key].join('.'), messageKey }));
  return [{ field: base.join('.'), messageKey }];
}

/** Parses one part of a request, or throws a 400 naming every bad field. Nothing has been written yet. */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.flatMap((issue) => problemsOf(issue, part, value));
  const first = problems[0]?.messageKey ?? 'input.invalid';
  throw wrongInput(first, problems);
}
