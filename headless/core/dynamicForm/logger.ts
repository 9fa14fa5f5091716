/** Where the dynamic form reports problems; the client routes these to its own log level. */
export interface DynamicFormLogger {
  warn(message: string): void;
  error(message: string): void;
}
