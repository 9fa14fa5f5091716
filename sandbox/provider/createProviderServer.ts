import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { registerDemoRoutes } from '../demo/routes';
import { createServer } from '../shared/createServer';
import { registerApiCors } from './cors';
import { registerAuthorizeRoute } from './routes/authorize';
import { registerBinLookupRoute } from './routes/binLookup';
import { registerCreateSessionRoute } from './routes/createSession';
import { registerExecutionRoute } from './routes/execution';
import { registerSdkRoutes } from './routes/sdk';

/** The payment provider: sessions, executions, BIN lookup, the SDK bundle and the merchant demo. */
export function createProviderServer(context: SandboxContext): FastifyInstance {
  const app = createServer('provider');
  registerApiCors(app);
  registerCreateSessionRoute(app, context);
  registerAuthorizeRoute(app, context);
  registerExecutionRoute(app, context);
  registerBinLookupRoute(app, context);
  registerSdkRoutes(app, context);
  registerDemoRoutes(app, context);
  return app;
}
