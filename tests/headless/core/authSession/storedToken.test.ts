import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, TOKEN_STORAGE_KEY } from '../../../../headless/core/authSession/authSessionConstants';
import { clearStoredToken, readStoredToken, storedTokenFor, writeStoredToken } from '../../../../headless/core/authSession/storedToken';
import { fakeStorage } from './fakes';

const t0 = Date.UTC(2025, 0, 1, 9, 0, 0);
const hours = (n: number) => n * 3_600_000;

describe('stored token', () => {
  it('lives 8 hours unless the user stays signed in, then it has no expiry', () => {
    expect(TOKEN_STORAGE_KEY).toBe('token');
    expect(TOKEN_LIFETIME_SECONDS).toBe(28_800);
    expect(storedTokenFor('tok', false, t0)).toEqual({ value: 'tok', expiry: t0 + hours(8) });
    expect(storedTokenFor('tok', true, t0)).toEqual({ value: 'tok' });
  });

  it('is written under the key token as a value and an expiry', () => {
    const storage = fakeStorage();
    writeStoredToken(storage, { value: 'tok', expiry: 5 });
    expect(storage.items).toEqual(new Map([['token', '{"value":"tok","expiry":5}']]));
    clearStoredToken(storage);
    expect(storage.items.size).toBe(0);
  });

  it('is read back until its expiry, then removed and treated as absent', () => {
    const storage = fakeStorage();
    writeStoredToken(storage, storedTokenFor('tok', false, t0));
    expect(readStoredToken(storage, t0 + hours(8) - 1)).toEqual({ value: 'tok', expiry: t0 + hours(8) });
    expect(storage.items.has('token')).toBe(true);
    expect(readStoredToken(storage, t0 + hours(8))).toBeNull();
    expect(storage.items.has('token')).toBe(false);
  });

  it('never expires when the user stays signed in', () => {
    const storage = fakeStorage();
    writeStoredToken(storage, storedTokenFor('tok', true, t0));
    expect(readStoredToken(storage, t0 + hours(24 * 365))).toEqual({ value: 'tok' });
  });

  it.each([['not json'], ['"tok"'], ['{"value":""}'], ['{"value":"tok","expiry":"soon"}'], ['null']])('removes an unreadable record %s', (raw) => {
    const storage = fakeStorage({ token: raw });
    expect(readStoredToken(storage, t0)).toBeNull();
    expect(storage.items.has('token')).toBe(false);
  });

  it('reads nothing when nothing is stored', () => {
    expect(readStoredToken(fakeStorage(), t0)).toBeNull();
  });
});
