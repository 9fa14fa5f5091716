import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION } from '../../../../headless/core/api/constants';
import { SDK_SOURCE, useTestSandbox } from '../../helpers';

const t = useTestSandbox();

describe('GET /sdk/<version>/integrity.json', () => {
  it("answers the SRI value of each built file of the version, from the bytes served; 404 while the bundle is not built", async () => {
    const response = await t.provider.inject({ method: 'GET', url: `/sdk/${CLIENT_VERSION}/integrity.json` });
    expect(response.statusCode).toBe(200);
    const served = await t.provider.inject({ method: 'GET', url: `/sdk/${CLIENT_VERSION}/payment-client.js` });
    expect(served.body).toBe(SDK_SOURCE);
    // The fake build holds only the main bundle, so only it is listed.
    expect(response.json()).toEqual({ 'payment-client.js': `sha384-${createHash('sha384').update(served.rawPayload).digest('base64')}` });

    await rm(join(t.distDir, 'embed', 'payment-client.js'));
    const unbuilt = await t.provider.inject({ method: 'GET', url: `/sdk/${CLIENT_VERSION}/integrity.json` });
    expect(unbuilt.statusCode).toBe(404);
    expect(unbuilt.json()).toMatchObject({ errorCode: 'SDK_NOT_BUILT' });
  });
});
