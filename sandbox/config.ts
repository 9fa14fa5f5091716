import { resolve } from 'node:path';
import { DEFAULT_KEY_FILE } from './paths';

/** Environment defaults of the sandbox (see README). */
export const DEFAULT_PROVIDER_PORT = 4000;
export const DEFAULT_VAULT_PORT = 4100;
export const DEFAULT_SETTLE_DELAY_MS = 2500;
export const DEFAULT_MERCHANT_SECRET_KEY = 'sk_test_sandbox';

function readPort(name: string, fallback: number): number {
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

export function providerPort(): number {
  return readPort('PROVIDER_PORT', DEFAULT_PROVIDER_PORT);
}

export function vaultPort(): number {
  return readPort('VAULT_PORT', DEFAULT_VAULT_PORT);
}

export function providerOrigin(): string {
  return readOrigin('PROVIDER_ORIGIN', `http://localhost:${providerPort()}`);
}

export function vaultOrigin(): string {
  return readOrigin('VAULT_ORIGIN', `http://127.0.0.1:${vaultPort()}`);
}

export function settleDelayMs(): number {
  const raw = process.env.SANDBOX_SETTLE_DELAY_MS;
  if (raw === undefined || raw === '') return DEFAULT_SETTLE_DELAY_MS;
  const delay = Number(raw);
  if (!Number.isInteger(delay) || delay < 0) throw new Error(`SANDBOX_SETTLE_DELAY_MS must be a whole number of ms, got '${raw}'`);
  return delay;
}

export type SandboxEnvironment = 'test' | 'production';

/**
 * SANDBOX_ENV: unset means production, so a forgotten variable never relaxes anything; `npm start`
 * and the tests set test. Only test generates its own keys and lets frames run in TEST.
 */
export function sandboxEnvironment(): SandboxEnvironment {
  const raw = process.env.SANDBOX_ENV;
  if (raw === undefined || raw === '' || raw === 'production') return 'production';
  if (raw === 'test') return 'test';
  throw new Error(`SANDBOX_ENV must be test or production, got '${raw}'`);
}

/** SANDBOX_KEYS: the key material as JSON; when set, no key file is read. */
export function keysJson(): string | undefined {
  const raw = process.env.SANDBOX_KEYS;
  return raw === undefined || raw === '' ? undefined : raw;
}

export function keyFile(): string {
  const raw = process.env.SANDBOX_KEY_FILE;
  return raw === undefined || raw === '' ? DEFAULT_KEY_FILE : resolve(raw);
}

export const DEFAULT_CVC_SWEEP_INTERVAL_MS = 60_000;

/** How often the server deletes CVCs nothing can use any more; 0 turns the schedule off. */
export function cvcSweepIntervalMs(): number {
  const raw = process.env.SANDBOX_CVC_SWEEP_INTERVAL_MS;
  if (raw === undefined || raw === '') return DEFAULT_CVC_SWEEP_INTERVAL_MS;
  const interval = Number(raw);
  if (!Number.isInteger(interval) || interval < 0) throw new Error(`SANDBOX_CVC_SWEEP_INTERVAL_MS must be a whole number of ms, got '${raw}'`);
  return interval;
}
