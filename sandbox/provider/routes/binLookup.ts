import type { FastifyInstance } from 'fastify';
import { detectCardNetwork } from '../../../headless/core/card';
import type { SandboxContext } from '../../context';
import { parseInput } from '../../http/validation';
import { requireSessionToken } from '../sessionAuth';
import { issuerCountry } from '../testCards';
import { binLookupBodySchema } from './binLookup.schema';

export function registerBinLookupRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/v1/bin-lookup', async (request) => {
    await requireSessionToken(request, context, context.clock());
    const { bin } = parseInput(binLookupBodySchema, request.body, 'body');
    const network = detectCardNetwork(bin);
    return {
      bin,
      ...(network === null ? {} : { network }),
      issuerCountry: { code: issuerCountry(bin) },
      fundingType: 'credit',
    };
  });
}
