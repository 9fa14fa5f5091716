import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_VERSION } from '../../headless/core/api/constants';
import { createSandbox } from '../../sandbox/createSandbox';
import { generateKeyMaterial } from '../../sandbox/keys/keyMaterial';
import { openTestDatabase } from '../support/testDatabase';
import { FRAME_HTML, SDK_SOURCE, createSession, startTestSandbox, type TestSandbox } from './helpers';

// Another build of the script tag, as the bench serves the one before a change.
const OTHER_SDK = 'window.PaymentClient={init:function(){return {other:true}}};\n';
const OTHER_WALLETS = 'window.PaymentClientWallets={};\n';
const sri = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

let folder: string;
// A sandbox starts in a hook, whose time limit allows for migrations on a busy machine.
let t: TestSandbox;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sandbox-embed-'));
  await writeFile(join(folder, 'payment-client.js'), OTHER_SDK);
  await writeFile(join(folder, 'payment-client.wallets.js'), OTHER_WALLETS);
  vi.stubEnv('SANDBOX_EMBED_DIR', folder);
  t = await startTestSandbox();
});
afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  await rm(folder, { recursive: true, force: true });
});

describe('SANDBOX_EMBED_DIR', () => {
  it('serves the script-tag files, their hashes and the demo page from that folder, and the secure frame still from the build', async () => {
    const bundle = await t.provider.inject({ method: 'GET', url: `/sdk/${CLIENT_VERSION}/payment-client.js` });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toBe(OTHER_SDK);
    expect(bundle.body).not.toBe(SDK_SOURCE);
    expect((await t.provider.inject({ method: 'GET', url: '/sdk/payment-client.wallets.js' })).body).toBe(OTHER_WALLETS);

    const hashes = await t.provider.inject({ method: 'GET', url: `/sdk/${CLIENT_VERSION}/integrity.json` });
    expect(hashes.json()).toEqual({ 'payment-client.js': sri(OTHER_SDK), 'payment-client.wallets.js': sri(OTHER_WALLETS) });

    // The page's script tag pins the bytes served, so the browser runs them rather than refusing them.
    const page = await t.provider.inject({ method: 'GET', url: '/demo/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`integrity="${sri(OTHER_SDK)}"`);
    expect(page.body).not.toContain(sri(SDK_SOURCE));

    const session = await createSession(t.provider);
    const frame = await t.vault.inject({ method: 'GET', url: `/frame/card-form.html?vault=${session.vaultConfiguration.vaultId}` });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain(FRAME_HTML.slice(FRAME_HTML.indexOf('<body>')));
  });

  it('is refused in production, naming the variable, before anything is served', async () => {
    const db = await openTestDatabase();
    try {
      const start = createSandbox({ db, environment: 'production', keys: generateKeyMaterial(), cvcSweepIntervalMs: 0, webhookIntervalMs: 0 });
      await expect(start).rejects.toThrow(/SANDBOX_EMBED_DIR is a test setting/);
    } finally {
      await db.close();
    }
  });
});
