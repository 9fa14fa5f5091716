import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnvironment, readOrigin, readPort } from '@payment-client/server-kit/config';
import { openDatabase } from '@payment-client/server-kit/db';
import { providerOrigin, vaultOrigin } from '@payment-client/server-kit/providerEndpoints';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('configuration readers', () => {
  it('fall back when a variable is unset or empty, and refuse a bad value by its name', () => {
    vi.stubEnv('PROBE_PORT', '');
    expect(readPort('PROBE_PORT', 3000)).toBe(3000);
    vi.stubEnv('PROBE_PORT', '8080');
    expect(readPort('PROBE_PORT', 3000)).toBe(8080);
    for (const bad of ['80.5', '-1', '65536', 'http']) {
      vi.stubEnv('PROBE_PORT', bad);
      expect(() => readPort('PROBE_PORT', 3000)).toThrow(`PROBE_PORT must be a port number, got '${bad}'`);
    }

    vi.stubEnv('PROBE_ORIGIN', 'https://shop.example/');
    expect(readOrigin('PROBE_ORIGIN', 'http://localhost:1')).toBe('https://shop.example');
    vi.stubEnv('PROBE_ORIGIN', 'https://shop.example/checkout');
    expect(() => readOrigin('PROBE_ORIGIN', 'http://localhost:1')).toThrow("PROBE_ORIGIN must be an origin such as http://localhost:4000, got 'https://shop.example/checkout'");
  });

  it('reads an unset environment as production, never as test', () => {
    vi.stubEnv('PROBE_ENV', '');
    expect(readEnvironment('PROBE_ENV')).toBe('production');
    vi.stubEnv('PROBE_ENV', 'test');
    expect(readEnvironment('PROBE_ENV')).toBe('test');
    vi.stubEnv('PROBE_ENV', 'TEST');
    expect(() => readEnvironment('PROBE_ENV')).toThrow("PROBE_ENV must be test or production, got 'TEST'");
  });

  it('puts the provider and the vault on different hosts by default, each movable by its port', () => {
    vi.stubEnv('PROVIDER_ORIGIN', '');
    vi.stubEnv('VAULT_ORIGIN', '');
    vi.stubEnv('PROVIDER_PORT', '');
    vi.stubEnv('VAULT_PORT', '4900');
    expect(providerOrigin()).toBe('http://localhost:4000');
    expect(vaultOrigin()).toBe('http://127.0.0.1:4900');
  });
});

describe('database opener', () => {
  it('needs a data directory for a database on disk, and says so', async () => {
    await expect(openDatabase(undefined)).rejects.toThrow('A PGlite database on disk needs its data directory');
  });
});
