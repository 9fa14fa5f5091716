import { migrate, openDatabase, type Database } from '@payment-client/server-kit/db';
import { systemClock, type Clock } from '@payment-client/server-kit/clock';
import { deriveProductKeys, loadProductSigningSecret } from './auth/keys';
import { createRateLimiter } from './auth/rateLimiter';
import * as config from './config';
import { seedTestVouchers } from './billing/testVouchers';
import { seedContent } from './content/seedContent';
import type { ProductContext } from './context';
import { DevEmailOutbox } from './email/devEmailOutbox';
import { undeliveredEmailSender, type EmailSender } from './email/emailSender';
import { createIpCountryTable } from './geo/ipCountryTable';
import { DevOtpOutbox } from './otp/devOtpOutbox';
import { unavailableOtpSender, type OtpSender } from './otp/otpSender';
import { createProviderClient } from './payments/providerClient';
import { createIdentityProviderClients } from './identitySignIn/identityProviderClients';
import { testWebhookSecret } from './webhooks/webhookSecret';
import { PASSWORD_HASHING, SESSION_TTL_SECONDS, type PasswordHashingCost } from './securityPolicy';
import { HOST_APP_DIST_DIR, HOST_APP_RENDERER_DIR, PRODUCT_DATABASE_DIR, PRODUCT_MEDIA_DIR, PRODUCT_MIGRATIONS_DIR, PRODUCT_UPLOADS_DIR } from './paths';

/** The product API's own migrations table and lock, apart from the sandbox's in a shared PostgreSQL. */
export const PRODUCT_MIGRATIONS = { table: 'public.product_migrations', lock: 3_000_100 } as const;

export interface ProductContextOptions {
  /** Opened from DATABASE_URL (PGlite under .data/product otherwise) when omitted. */
  db?: Database;
  clock?: Clock;
  env?: config.ProductEnvironment;
  /** PRODUCT_SIGNING_SECRET when omitted; in TEST without it, generated once and kept in the database. */
  signingSecret?: string;
  /** In production, the SMS/email gateway; without one, sign-in by code answers 503. */
  otpSender?: OtpSender;
  emailSender?: EmailSender;
  trustProxy?: boolean;
  /** PRODUCT_GEO_COUNTRY_HEADER and PRODUCT_GEO_CONTINENT_HEADER when omitted. */
  trustedGeoHeaders?: config.TrustedGeoHeaders;
  /** Only tests pass one, to hash faster than the policy; nothing in the environment lowers it. */
  passwordHashing?: PasswordHashingCost;
  /** Lifetime of a session without "stay signed in" (TEST only); see `config.sessionTtlSeconds`. */
  sessionTtlSeconds?: number;
  /** Multiplies the per-address rate limits (TEST only); see `config.addressLimitScale`. */
  addressLimitScale?: number;
  distDir?: string;
  rendererDir?: string;
  mediaDir?: string;
  uploadsDir?: string;
  /** The payment provider; PROVIDER_ORIGIN and PROVIDER_SECRET_KEY when omitted (the sandbox's in TEST). */
  providerOrigin?: string;
  providerSecretKey?: string;
  /** How provider calls are made (tests route them to an in-process sandbox). */
  providerFetch?: typeof globalThis.fetch;
  /** HOST_APP_ORIGIN when omitted. */
  hostAppOrigin?: string;
  /** PRODUCT_WEBHOOK_SECRET when omitted; in TEST without it, derived from the signing secret. */
  webhookSecret?: string;
  /** Between reads of a payment's outcome (default 500 ms, at most 12 reads). */
  executionPollIntervalMs?: number;
  maxExecutionReads?: number;
  /** The identity providers' issuers and the site's clients; PRODUCT_{APPLE,SNAPCHAT}_* when omitted (the sandbox's stand-ins in TEST). */
  identityProviders?: config.IdentityProviderSettingsByName;
}

/** Opens and migrates the database, seeds the sample content and resolves every setting. */
export async function createProductContext(options: ProductContextOptions = {}): Promise<ProductContext> {
  const env = options.env ?? config.productEnvironment();
  // Before anything is opened: a production server without its secrets must not start at all.
  config.checkProductionSettings(env, {
    PROVIDER_SECRET_KEY: options.providerSecretKey !== undefined,
    PRODUCT_SIGNING_SECRET: options.signingSecret !== undefined,
    PRODUCT_WEBHOOK_SECRET: options.webhookSecret !== undefined,
    HOST_APP_ORIGIN: options.hostAppOrigin !== undefined,
    PROVIDER_ORIGIN: options.providerOrigin !== undefined,
  });
  const db = options.db ?? (await openDatabase(process.env.DATABASE_URL, PRODUCT_DATABASE_DIR));
  await migrate(db, PRODUCT_MIGRATIONS_DIR, PRODUCT_MIGRATIONS);
  const clock = options.clock ?? systemClock;
  await seedContent(db, clock());
  if (env === 'test') await seedTestVouchers(db);
  // Only TEST reaches the stored secret: production was refused above without one.
  const signingSecret = options.signingSecret ?? config.signingSecret() ?? (await loadProductSigningSecret(db));
  const keys = deriveProductKeys(signingSecret);
  const devOtpOutbox = env === 'test' ? new DevOtpOutbox() : null;
  const devEmailOutbox = env === 'test' ? new DevEmailOutbox() : null;
  const providerOrigin = options.providerOrigin ?? config.providerOrigin();
  const hostAppOrigin = new URL(options.hostAppOrigin ?? config.hostAppOrigin()).origin;
  return {
    db,
    clock,
    keys,
    env,
    rateLimiter: createRateLimiter(db, keys.rateLimitSubject, { addressLimitScale: options.addressLimitScale ?? config.addressLimitScale(env) }),
    otpSender: options.otpSender ?? devOtpOutbox ?? unavailableOtpSender,
    devOtpOutbox,
    emailSender: options.emailSender ?? devEmailOutbox ?? undeliveredEmailSender,
    devEmailOutbox,
    trustProxy: options.trustProxy ?? config.trustProxy(),
    geo: { trustedHeaders: options.trustedGeoHeaders ?? config.trustedGeoHeaders(), ipTable: createIpCountryTable() },
    passwordHashing: options.passwordHashing ?? PASSWORD_HASHING,
    sessionTtlSeconds: options.sessionTtlSeconds ?? config.sessionTtlSeconds(env, SESSION_TTL_SECONDS),
    distDir: options.distDir ?? HOST_APP_DIST_DIR,
    rendererDir: options.rendererDir ?? HOST_APP_RENDERER_DIR,
    mediaDir: options.mediaDir ?? PRODUCT_MEDIA_DIR,
    uploadsDir: options.uploadsDir ?? PRODUCT_UPLOADS_DIR,
    payments: {
      provider: createProviderClient({
        origin: providerOrigin,
        secretKey: options.providerSecretKey ?? config.providerSecretKey() ?? config.SANDBOX_SECRET_KEY,
        fetch: options.providerFetch,
      }),
      hostAppOrigin,
      executionPollIntervalMs: options.executionPollIntervalMs ?? 500,
      maxExecutionReads: options.maxExecutionReads ?? 12,
      // Only TEST reaches the derived one: production was refused above without its own.
      webhookSecret: options.webhookSecret ?? config.webhookSecret() ?? testWebhookSecret(signingSecret),
    },
    identityProviders: createIdentityProviderClients(options.identityProviders ?? config.identityProviderSettings(env, providerOrigin), hostAppOrigin),
  };
}
