import { knownKeysAt } from '../validation/knownKeys';
import { nearestName } from '../validation/nearestName';
import { PaymentClientError } from './PaymentClientError';

/** The shape of a zod issue that we read; kept structural so core needs no zod types here. */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly format?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  /** A record key's own issues (code `invalid_key`). */
  readonly issues?: readonly SchemaIssue[];
}

export function issuePath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    // Keys that are not plain names (a rule's selector, say) are quoted, so the path reads unambiguously.
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : /^[\w$]+$/.test(String(key)) ? `${acc}.${String(key)}` : `${acc}[${JSON.stringify(String(key))}]`),
    root,
  );
}

function describeIssue(issue: SchemaIssue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === undefined ? 'has the wrong type' : `must be ${String(issue.expected)}`;
    case 'invalid_format':
      return `must be a valid ${issue.format ?? 'value'}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_key':
      return issue.issues?.[0] ? describeIssue(issue.issues[0]) : 'is not an accepted key';
    default:
      return 'is invalid';
  }
}

/**
 * An unknown key is one issue per key, named in full, with the nearest known key as a hint when
 * the schema (parsed with strict objects) has one close enough.
 */
function perKey(issue: SchemaIssue, schema: unknown): { path: readonly PropertyKey[]; text: string }[] {
  if (issue.code !== 'unrecognized_keys') return [{ path: issue.path, text: describeIssue(issue) }];
  const known = knownKeysAt(schema, issue.path);
  return (issue.keys ?? []).map((key) => {
    const suggestion = nearestName(key, known);
    return { path: [...issue.path, key], text: `is not a known option${suggestion ? `; did you mean ${suggestion}?` : ''}` };
  });
}

/**
 * A configuration error naming every bad field, e.g. "options.environment must be one of ..."
 * or "cardFormOptions.showCardHolderName is not a known option; did you mean showCardholderName?".
 */
export function configurationError(root: string, issues: readonly SchemaIssue[], schema?: unknown): PaymentClientError {
  const problems = issues.flatMap((issue) => perKey(issue, schema));
  const fields = problems.map((problem) => issuePath(root, problem.path));
  const described = problems.map((problem, index) => `${fields[index]} ${problem.text}`);
  return new PaymentClientError('INVALID_CONFIGURATION', `Invalid ${root}: ${described.join('; ')}`, { fields });
}
