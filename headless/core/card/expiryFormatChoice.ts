/** A configured format after checking: the format to use, and a warning when it was not the one asked for. */
export interface FormatChoice<Format extends string> {
  format: Format;
  /** Set when the requested format was unknown and the default was used instead. */
  warning?: string;
}

function listFormats(formats: readonly string[]): string {
  return formats.length < 2 ? formats.join('') : `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}`;
}

/** Leaving the option out picks the default quietly; any value that is not a known format warns (PC-CARD-11, PC-CARD-12). */
export function resolveFormatChoice<Format extends string>(
  option: string,
  formats: readonly Format[],
  fallback: Format,
  requested: unknown,
): FormatChoice<Format> {
  if (requested === undefined) return { format: fallback };
  if ((formats as readonly unknown[]).includes(requested)) return { format: requested as Format };
  return {
    format: fallback,
    warning: `Unknown ${option} '${String(requested)}' (expected ${listFormats(formats)}); using ${fallback}.`,
  };
}
