import * as z from 'zod/mini';

/**
 * A list whose every item passes `item`, parsed into a new list as `z.array` would (unknown keys
 * dropped, defaults filled); issues name the item's index in their path. A custom check keeps
 * zod's array kind out of the script-tag bundle.
 */
export function listOf<T extends z.ZodMiniType>(item: T): z.ZodMiniType<z.output<T>[], z.input<T>[]> {
  // A value that is not a list fails the custom check, which stops the checks after it.
  return z.custom<unknown[]>(Array.isArray, 'must be a list').check((payload) => {
    const items: unknown[] = [];
    const issues = payload.issues.length;
    payload.value.forEach((entry, index) => {
      const parsed = z.safeParse(item, entry);
      if (parsed.success) items.push(parsed.data);
      else for (const issue of parsed.error.issues) payload.issues.push({ ...issue, input: entry, path: [index, ...issue.path] } as z.core.$ZodRawIssue);
    });
    if (payload.issues.length === issues) payload.value = items;
  }) as unknown as z.ZodMiniType<z.output<T>[], z.input<T>[]>;
}
