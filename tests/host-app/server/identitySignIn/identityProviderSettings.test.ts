import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identityProviderSettings } from '../../../../host-app/server/config';

const VARIABLES = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].flatMap((suffix) => [`PRODUCT_APPLE_${suffix}`, `PRODUCT_SNAPCHAT_${suffix}`]);

describe('identity provider settings', () => {
  let saved: Record<string, string | undefined>;
  beforeEach(() => {
    saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
    for (const name of VARIABLES) delete process.env[name];
  });
  afterEach(() => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('are the sandbox stand-ins in TEST, under the provider origin', () => {
    expect(identityProviderSettings('test', 'http://localhost:4020')).toEqual({
      apple: { issuer: 'http://localhost:4020/idp/apple', clientId: 'product-site', clientSecret: expect.stringMatching(/^.{32,}$/) },
      snapchat: { issuer: 'http://localhost:4020/idp/snapchat', clientId: 'product-site', clientSecret: expect.stringMatching(/^.{32,}$/) },
    });
  });

  it('leave a provider out of production until all three of its settings are there, and refuse a partial or plain-http one', () => {
    expect(identityProviderSettings('production', 'https://provider.example.com')).toEqual({ apple: null, snapchat: null });
    process.env.PRODUCT_APPLE_CLIENT_ID = 'com.example.video';
    expect(() => identityProviderSettings('production', 'https://provider.example.com')).toThrow('PRODUCT_APPLE_ISSUER, PRODUCT_APPLE_CLIENT_SECRET');
    Object.assign(process.env, { PRODUCT_APPLE_ISSUER: 'http://appleid.apple.com', PRODUCT_APPLE_CLIENT_SECRET: 'a-client-secret' });
    expect(() => identityProviderSettings('production', 'https://provider.example.com')).toThrow('PRODUCT_APPLE_ISSUER must be an https URL');
    process.env.PRODUCT_APPLE_ISSUER = 'https://appleid.apple.com';
    expect(identityProviderSettings('production', 'https://provider.example.com')).toEqual({
      apple: { issuer: 'https://appleid.apple.com', clientId: 'com.example.video', clientSecret: 'a-client-secret' },
      snapchat: null,
    });
  });
});
