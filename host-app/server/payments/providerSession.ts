import * as z from 'zod/mini';
import { ProviderUnavailableError, type ProviderInitResponse } from './providerClient';

/** The parts of a provider session (the decoded init response) the product reads. */
const providerSessionSchema = z.looseObject({
  token: z.string(),
  execution: z.looseObject({ id: z.string() }),
  links: z.looseObject({ authorize: z.string(), execution: z.string() }),
  storedInstruments: z.array(
    z.looseObject({
      id: z.string(),
      displayName: z.optional(z.string()),
      paymentMethod: z.string(),
      status: z.string(),
      data: z.optional(z.looseObject({ network: z.optional(z.string()) })),
    }),
  ),
});

export type ProviderSession = z.output<typeof providerSessionSchema>;

/** Decodes `{version, data}` (base64 JSON); a provider answer of another shape is a provider failure. */
export function decodeProviderSession(initResponse: ProviderInitResponse): ProviderSession {
  try {
    return providerSessionSchema.parse(JSON.parse(Buffer.from(initResponse.data, 'base64').toString('utf8')));
  } catch (cause) {
    throw new ProviderUnavailableError('the provider session could not be read', { cause });
  }
}
