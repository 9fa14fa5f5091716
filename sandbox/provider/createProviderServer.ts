import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { registerDemoRoutes } from '../demo/routes';
import { registerIdentityProviderRoutes } from '../idp/identityProviderRoutes';
import { registerShopperPageRoutes } from '../pages/pageRoutes';
import { createServer } from '../http/createServer';
import { registerApiCors } from './cors';
import { catalogRoutes } from './openapi/routeCatalog';
import { registerOpenApiRoute } from './routes/openApi';
import { registerPaymentRoutes } from './routes/payments';
import { registerWebhookEndpointRoutes } from './routes/webhookEndpoints';
import { registerApplePaySessionRoute } from './routes/applePaySession';
import { registerAuthorizationsRoute } from './routes/authorizations';
import { registerAuthorizeRoute } from './routes/authorize';
import { registerHolderInstrumentRoutes } from './routes/holderInstruments';
import { registerBinLookupRoute } from './routes/binLookup';
import { registerConfirmRoute } from './routes/confirm';
import { registerCreatePayoutSessionRoute } from './routes/createPayoutSession';
import { registerCreateSessionRoute } from './routes/createSession';
import { registerExecutionRoute } from './routes/execution';
import { registerInstrumentRoutes } from './routes/instruments';
import { registerMerchantPayoutRoutes } from './routes/merchantPayouts';
import { registerMerchantInitiatedChargeRoutes } from './routes/merchantInitiatedCharges';
import { registerPayoutRoute } from './routes/payout';
import { registerSchemaRoutes } from './routes/schemas';
import { registerSdkRoutes } from './routes/sdk';
import { registerTelemetryRoutes } from './routes/telemetry';
import { registerVoidRoute } from './routes/voidAuthorization';
import { registerWalletRoutes } from './routes/wallets';

/**
 * The payment provider: sessions, executions and their flows, stored instruments, BIN lookup,
 * the shopper pages (3-D Secure, redirect methods), the wallet stand-in scripts, the SDK bundle and
 * the merchant demo.
 */
export async function createProviderServer(context: SandboxContext): Promise<FastifyInstance> {
  const app = await createServer('provider', { compression: context.compression });
  // First, so every route after it is in the OpenAPI document.
  const routes = catalogRoutes(app);
  registerApiCors(app);
  registerCreateSessionRoute(app, context);
  registerAuthorizationsRoute(app, context);
  registerVoidRoute(app, context);
  registerPaymentRoutes(app, context);
  registerWebhookEndpointRoutes(app, context);
  registerCreatePayoutSessionRoute(app, context);
  registerMerchantPayoutRoutes(app, context);
  registerMerchantInitiatedChargeRoutes(app, context);
  registerHolderInstrumentRoutes(app, context);
  registerAuthorizeRoute(app, context);
  registerExecutionRoute(app, context);
  registerConfirmRoute(app, context);
  registerPayoutRoute(app, context);
  registerApplePaySessionRoute(app, context);
  registerInstrumentRoutes(app, context);
  registerBinLookupRoute(app, context);
  registerSchemaRoutes(app, context);
  registerTelemetryRoutes(app, context);
  registerShopperPageRoutes(app, context);
  registerSdkRoutes(app, context);
  registerWalletRoutes(app, context);
  registerDemoRoutes(app, context);
  registerIdentityProviderRoutes(app, context);
  registerOpenApiRoute(app, context, routes);
  return app;
}
