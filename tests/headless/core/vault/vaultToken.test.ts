import { describe, expect, it } from 'vitest';
import { createVaultTokenProvider } from '../../../../headless/core/vault/vaultToken';
import { fakeJwt } from '../../../support/session';

const NOW_MS = Date.UTC(2026, 5, 1, 10, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('the vault token of collect containers', () => {
  it('accepts a token handed over 20 seconds before its exp: it is valid until exp (PC-TOKEN-2)', async () => {
    const token = fakeJwt(NOW_S + 20, { sub: 'vlt_1' });
    await expect(createVaultTokenProvider(() => token, () => NOW_MS).get()).resolves.toBe(token);
  });

  it.each([
    ['whose exp has passed', () => fakeJwt(NOW_S - 1, { sub: 'vlt_1' })],
    ['whose exp is now', () => fakeJwt(NOW_S, { sub: 'vlt_1' })],
    ['that is not a JWT', () => 'not-a-jwt'],
  ])('refuses a token %s as INVALID_BEARER_TOKEN', async (_case, token) => {
    await expect(createVaultTokenProvider(token, () => NOW_MS).get()).rejects.toMatchObject({ code: 'INVALID_BEARER_TOKEN', fields: ['vault.getBearerToken'] });
  });
});
