import * as z from 'zod/mini';

/** What an entry's name must look like, and what is wrong when it does not. */
export interface EntryName {
  readonly pattern: RegExp;
  readonly message: string;
  /** A further check of a name that matches `pattern`: what is wrong with it, or null. */
  readonly problem?: (match: RegExpExecArray) => string | null;
}

function nameProblem(name: EntryName, key: string): string | null {
  const match = name.pattern.exec(key);
  return match ? (name.problem?.(match) ?? null) : name.message;
}

/**
 * An object used as a map: every value passes `value` and, with `name`, every entry's name
 * matches. Issues name the entry in their path, as `z.record`'s do; a plain object with a check
 * keeps zod's record kind out of the script-tag bundle. Values are checked, not transformed.
 */
export function recordOf<T extends z.ZodMiniType>(value: T, name?: EntryName): z.ZodMiniType<Record<string, z.output<T>>, Record<string, z.input<T>>> {
  return z.looseObject({}).check((payload) => {
    for (const [key, entry] of Object.entries(payload.value)) {
      const problem = name ? nameProblem(name, key) : null;
      if (problem !== null) payload.issues.push({ code: 'custom', message: problem, input: key, path: [key] });
      const parsed = z.safeParse(value, entry);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) payload.issues.push({ ...issue, input: entry, path: [key, ...issue.path] } as z.core.$ZodRawIssue);
      }
    }
  }) as unknown as z.ZodMiniType<Record<string, z.output<T>>, Record<string, z.input<T>>>;
}
