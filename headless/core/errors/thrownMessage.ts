/** The words of anything thrown, for a log line: an Error's message, or the value as text. */
export const thrownMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
