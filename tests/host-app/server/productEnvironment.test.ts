import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@payment-client/server-kit/db';
import { productEnvironment, providerSecretKey, webhookSecret } from '../../../host-app/server/config';
import { createProductContext } from '../../../host-app/server/createProductContext';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import { failure, startTestProduct } from './helpers';

const VARIABLES = ['PRODUCT_ENV', 'PROVIDER_SECRET_KEY', 'PRODUCT_SIGNING_SECRET', 'PRODUCT_WEBHOOK_SECRET', 'HOST_APP_ORIGIN', 'PROVIDER_ORIGIN'] as const;

describe('the product environment', () => {
  let saved: Partial<Record<(typeof VARIABLES)[number], string>>;
  beforeEach(() => {
    saved = {};
    for (const name of VARIABLES) {
      if (process.env[name] !== undefined) saved[name] = process.env[name];
      delete process.env[name];
    }
  });
  afterEach(() => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('is production when PRODUCT_ENV is unset, and production has no development endpoints', async () => {
    expect(productEnvironment()).toBe('production');
    Object.assign(process.env, {
      PROVIDER_SECRET_KEY: 'sk_live_environment',
      PRODUCT_WEBHOOK_SECRET: 'whsec_an-environment-webhook-secret-of-32',
      HOST_APP_ORIGIN: 'https://video.example.com',
      PROVIDER_ORIGIN: 'https://provider.example.com',
    });
    const product = await startTestProduct({ env: undefined });
    try {
      expect(product.context.env).toBe('production');
      const answers = [
        await product.app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email: 'someone@example.com' } }),
        await product.app.inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly' } }),
        await product.app.inject({ method: 'GET', url: API_PATHS.devAnalyticsEvents, query: { sessionId: 'abc' } }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
      for (const answer of answers) expect(failure(answer).messageKey).toBe('notFound.route');
    } finally {
      await product.close();
    }
  });

  it('production refuses to start without its secrets, naming every missing one, and never uses the sandbox key', async () => {
    expect(providerSecretKey()).toBeUndefined();
    const db = await openDatabase('memory://');
    try {
      const refused = await createProductContext({ db }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(Error);
      const message = (refused as Error).message;
      for (const name of ['PROVIDER_SECRET_KEY', 'PRODUCT_SIGNING_SECRET', 'PRODUCT_WEBHOOK_SECRET', 'HOST_APP_ORIGIN', 'PROVIDER_ORIGIN']) expect(message).toContain(name);
      // Refused before anything was written.
      const { rows } = await db.query<{ tables: number }>("SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'product'");
      expect(rows[0]?.tables).toBe(0);

      process.env.PRODUCT_SIGNING_SECRET = 'a-production-signing-secret-of-32-chars!';
      const partly = await createProductContext({ db }).catch((error: unknown) => error);
      expect((partly as Error).message).not.toContain('PRODUCT_SIGNING_SECRET');
      expect((partly as Error).message).toContain('PROVIDER_SECRET_KEY');
    } finally {
      await db.close();
    }
  });

  it('PRODUCT_ENV=test starts without secrets, on the sandbox, with the development endpoints', async () => {
    process.env.PRODUCT_ENV = 'test';
    const product = await startTestProduct({ env: undefined, signingSecret: undefined });
    try {
      expect(product.context.env).toBe('test');
      expect((await product.app.inject({ method: 'POST', url: API_PATHS.devVouchers, payload: { plan: 'monthly' } })).statusCode).toBe(201);
    } finally {
      await product.close();
    }
  });

  it('takes the webhook secret from PRODUCT_WEBHOOK_SECRET, and refuses one too short or with spaces', () => {
    expect(webhookSecret()).toBeUndefined();
    process.env.PRODUCT_WEBHOOK_SECRET = 'whsec_a-configured-webhook-secret-of-32-chars';
    expect(webhookSecret()).toBe('whsec_a-configured-webhook-secret-of-32-chars');
    for (const value of ['whsec_short', 'whsec_a configured webhook secret of 32 chars']) {
      process.env.PRODUCT_WEBHOOK_SECRET = value;
      expect(() => webhookSecret()).toThrow('PRODUCT_WEBHOOK_SECRET must be 32 to 200 visible ASCII characters');
    }
  });

  it('refuses a PRODUCT_ENV it does not know', () => {
    process.env.PRODUCT_ENV = 'staging';
    expect(() => productEnvironment()).toThrow('PRODUCT_ENV must be test or production');
  });
});
