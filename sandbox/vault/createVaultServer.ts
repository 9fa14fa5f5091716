import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { createServer } from '../shared/createServer';
import { registerFrameRoute } from './routes/frame';
import { registerTokenizeRoute } from './routes/tokenize';

/** The card vault: serves the secure frame and stores the cards it tokenizes. */
export function createVaultServer(context: SandboxContext): FastifyInstance {
  const app = createServer('vault');
  registerFrameRoute(app, context);
  registerTokenizeRoute(app, context);
  return app;
}
