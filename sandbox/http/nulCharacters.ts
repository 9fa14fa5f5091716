/**
 * Paths of the strings (values or object keys) in `value` that hold U+0000. Postgres text
 * cannot store that character, so input carrying it is refused before any query sees it.
 */
export function nulCharacterPaths(value: unknown, path: readonly string[] = []): string[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [[...path]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacterPaths(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      key.includes('\u0000') ? [[...path, key]] : nulCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}
