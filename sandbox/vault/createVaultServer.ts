import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { createServer } from '../http/createServer';
import { registerCardIconRoutes } from './routes/cardIcons';
import { registerCountriesRoute } from './routes/countries';
import { registerFrameRoute } from './routes/frame';
import { registerPaymentMethodLogoRoutes } from './routes/paymentMethodLogos';
import { registerTestFontRoute } from './routes/testFont';
import { registerRecordsRoute } from './routes/records';
import { registerTokenizeRoute } from './routes/tokenize';

/** The card vault: serves the secure frame and its assets, and stores the cards and records it collects. */
export async function createVaultServer(context: SandboxContext): Promise<FastifyInstance> {
  const app = await createServer('vault', { compression: context.compression });
  registerFrameRoute(app, context);
  registerTokenizeRoute(app, context);
  registerRecordsRoute(app, context);
  registerCardIconRoutes(app);
  registerPaymentMethodLogoRoutes(app);
  registerCountriesRoute(app);
  registerTestFontRoute(app);
  return app;
}
