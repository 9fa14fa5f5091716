import { describe, expect, it, vi } from 'vitest';
import { createBearerTokenProvider } from '../../../../headless/core/auth/bearerTokenProvider';
import { isUsableJwt } from '../../../../headless/core/auth/jwt';
import { fakeJwt } from '../../../support/session';

const NOW = 1_800_000_000_000;
const now = () => NOW;

describe('bearer tokens', () => {
  it('uses a JWT only while exp is in the future, with a safety margin', () => {
    expect(isUsableJwt(fakeJwt(NOW / 1000 + 3600), NOW)).toBe(true);
    expect(isUsableJwt(fakeJwt(NOW / 1000 + 10), NOW)).toBe(false);
    expect(isUsableJwt(fakeJwt(NOW / 1000 - 1), NOW)).toBe(false);
    expect(isUsableJwt('not-a-jwt', NOW)).toBe(false);
  });

  it('caches the token until it expires, with one refresh in flight', async () => {
    const token = fakeJwt(NOW / 1000 + 3600);
    const source = vi.fn(async () => token);
    const provider = createBearerTokenProvider(source, now);
    const [a, b] = await Promise.all([provider.get(), provider.get()]);
    await provider.get();
    expect([a, b]).toEqual([token, token]);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('refetches once the cached token is expired', async () => {
    let clock = NOW;
    const source = vi.fn(async () => fakeJwt(clock / 1000 + 120));
    const provider = createBearerTokenProvider(source, () => clock);
    await provider.get();
    clock += 100_000;
    await provider.get();
    expect(source).toHaveBeenCalledTimes(2);
  });

  it("takes a fresh token whose exp is near but not past, and asks again for the next call", async () => {
    const token = fakeJwt(NOW / 1000 + 20);
    const source = vi.fn(async () => token);
    const provider = createBearerTokenProvider(source, now);
    await expect(provider.get()).resolves.toBe(token);
    await provider.get();
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('refuses an expired token from the merchant and passes a rejection on', async () => {
    await expect(createBearerTokenProvider(async () => fakeJwt(NOW / 1000 - 5), now).get()).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Vault token is not valid or expired.',
    });
    const cause = new Error('merchant server down');
    await expect(createBearerTokenProvider(async () => Promise.reject(cause), now).get()).rejects.toMatchObject({
      code: 'AUTHENTICATION_ERROR',
      cause,
    });
  });
});
