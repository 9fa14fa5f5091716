import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { parseInput } from '../http/validation';
import { shopperNameSchema, type ShopperSessions } from './shopperSession';

export const signInBodySchema = z.strictObject({ shopperName: shopperNameSchema });

/**
 * The demo shop's sign-in, standing in for a real shop's accounts: a shopper name and no
 * password. What matters is where the holder comes from afterwards: this cookie, set by the
 * shop's server, which the page can neither read nor write.
 */
export function registerShopperSignInRoutes(app: FastifyInstance, context: SandboxContext, sessions: ShopperSessions): void {
  app.post('/demo/api/sign-in', async (request, reply) => {
    const { shopperName } = parseInput(signInBodySchema, request.body, 'body');
    return reply.header('Set-Cookie', sessions.signInCookie(shopperName, context.clock())).header('Cache-Control', 'no-store').send({ shopperName });
  });

  app.post('/demo/api/sign-out', async (_request, reply) => reply.header('Set-Cookie', sessions.signOutCookie()).status(204).send());

  app.get('/demo/api/shopper', async (request, reply) => {
    const shopperName = sessions.shopperOf(request, context.clock());
    return reply.header('Cache-Control', 'no-store').send({ shopperName });
  });
}
