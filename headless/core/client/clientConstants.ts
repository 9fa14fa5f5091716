/** PC-CLIENT-3: where a client runs; PRODUCTION unless the merchant says TEST. */
export const ENVIRONMENTS = ['TEST', 'PRODUCTION'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = 'PRODUCTION';

/** PC-CLIENT-3: log levels, most severe first; by default only errors are written. */
export const LOG_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'ERROR';

/** Whether a message at `level` is written by a client that logs at `threshold`. */
export const logsAt = (threshold: LogLevel, level: LogLevel): boolean => LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(threshold);
