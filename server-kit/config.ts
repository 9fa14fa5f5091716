/** Readers of the environment variables every server takes; each names the variable it refuses. */

/** A TCP port, or `fallback` when unset. */
export function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got '${raw}'`);
  return port;
}

/** An origin from the environment (a trailing `/` is allowed), or `fallback` when unset. */
export function readOrigin(name: string, fallback: string): string {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const url = new URL(raw);
  if (url.origin !== raw.replace(/\/$/, '')) throw new Error(`${name} must be an origin such as http://localhost:4000, got '${raw}'`);
  return url.origin;
}

export type ServerEnvironment = 'test' | 'production';

/** Unset means production, so a forgotten variable never relaxes anything. */
export function readEnvironment(name: string): ServerEnvironment {
  const raw = process.env[name];
  if (raw === undefined || raw === '' || raw === 'production') return 'production';
  if (raw === 'test') return 'test';
  throw new Error(`${name} must be test or production, got '${raw}'`);
}
