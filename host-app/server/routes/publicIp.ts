import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/http/apiPaths';
import type { PublicIp } from '../../contract/site/markets';
import type { ProductContext } from '../context';
import { sendData } from '../http/answer';

/** The caller's address as this server sees it (behind a trusted proxy: the forwarded one). */
export function registerPublicIpRoute(app: FastifyInstance, _context: ProductContext): void {
  app.get(API_PATHS.publicIp, async (request, reply) => sendData(request, reply, { ip: request.ip } satisfies PublicIp));
}
