import type { Database } from '@payment-client/server-kit/db';
import type { Clock } from '@payment-client/server-kit/clock';
import type { RateLimiter } from './auth/rateLimiter';
import type { ProductKeys } from './auth/keys';
import type { ProductEnvironment, TrustedGeoHeaders } from './config';
import type { IpCountryTable } from './geo/ipCountryTable';
import type { DevEmailOutbox } from './email/devEmailOutbox';
import type { EmailSender } from './email/emailSender';
import type { DevOtpOutbox } from './otp/devOtpOutbox';
import type { OtpSender } from './otp/otpSender';
import type { ProviderClient } from './payments/providerClient';
import type { PasswordHashingCost } from './securityPolicy';
import type { IdentityProviderClients } from './identitySignIn/identityProviderClients';

/** Everything the route modules share, resolved once by `createProductContext`. */
export interface ProductContext {
  db: Database;
  clock: Clock;
  keys: ProductKeys;
  env: ProductEnvironment;
  rateLimiter: RateLimiter;
  /** Delivers one-time codes; in TEST the dev outbox, which the development endpoint reads. */
  otpSender: OtpSender;
  /** Present in TEST only. */
  devOtpOutbox: DevOtpOutbox | null;
  /** Delivers account emails (billing notices); in TEST the dev outbox, which the development endpoint reads. */
  emailSender: EmailSender;
  /** Present in TEST only. */
  devEmailOutbox: DevEmailOutbox | null;
  trustProxy: boolean;
  /** How the viewer's country is found: the proxy's geo headers the deployment trusts, and the offline IP table. */
  geo: { trustedHeaders: TrustedGeoHeaders; ipTable: IpCountryTable };
  /** scrypt's cost for new password hashes: the security policy's, or a cheaper one a test server asks for. */
  passwordHashing: PasswordHashingCost;
  /** Lifetime of a session without "stay signed in": the 8 hours of PR-AUTH-7, shorter only in TEST. */
  sessionTtlSeconds: number;
  /** Built client: hashed assets and public files. */
  distDir: string;
  /** The site's server renderer and its asset manifest, built from the same client tree. */
  rendererDir: string;
  /** Generated sample media: `public/` is served as is, `streams/` only through signed links. */
  mediaDir: string;
  /** Uploaded profile images. */
  uploadsDir: string;
  payments: PaymentSettings;
  /** The site as a client of each identity provider (Apple, Snapchat): the sandbox's stand-ins in TEST. */
  identityProviders: IdentityProviderClients;
}

export interface PaymentSettings {
  /** Server-to-server calls to the payment provider, with the merchant secret key. */
  provider: ProviderClient;
  /** The site's public origin: payment sessions allow it, and 3-D Secure returns to it. */
  hostAppOrigin: string;
  /** How a payment the API authorizes itself waits for the provider's outcome. */
  executionPollIntervalMs: number;
  maxExecutionReads: number;
  /** The secret the provider signs webhooks to this API with (registered with the endpoint). */
  webhookSecret: string;
}
