import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxContext } from '../../../../sandbox/context';
import { WALLET_SCRIPTS, registerWalletRoutes, walletScriptSource } from '../../../../sandbox/provider/routes/wallets';
import { createServer } from '../../../../sandbox/http/createServer';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createServer('provider-wallets-test');
  registerWalletRoutes(app, {} as SandboxContext);
  await app.ready();
});

afterAll(() => app.close());

describe('wallet stand-in routes', () => {
  it.each(WALLET_SCRIPTS)('serves /wallets/%s as JavaScript with the shared sheet in front', async (script) => {
    const response = await app.inject({ method: 'GET', url: `/wallets/${script}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toBe(await walletScriptSource(script));
    expect(response.body.indexOf('PaymentSandboxWalletSheet = {')).toBeLessThan(response.body.indexOf('const Sheet = window.PaymentSandboxWalletSheet'));
  });

  it('does not serve other files of the folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/wallets/testSheet.js' })).statusCode).toBe(404);
  });
});
