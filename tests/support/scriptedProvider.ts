import type { ProviderClient, ProviderRequest } from '../../headless/core/api/providerClient';

/** A provider client that answers each request from `handle` (an Error is thrown), recording what was asked. */
export function scriptedProvider(handle: (request: ProviderRequest, index: number) => unknown) {
  const requests: ProviderRequest[] = [];
  const client: ProviderClient = {
    async request<T>(request: ProviderRequest) {
      requests.push(request);
      const answer = handle(request, requests.length - 1);
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
  return { client, requests };
}
