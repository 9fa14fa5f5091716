import type { FastifyInstance } from 'fastify';

export interface InjectedRequest {
  method: string;
  url: string;
  /** Names lower-cased, as the server reads them. */
  headers: Record<string, string>;
  keepalive: boolean;
}

/**
 * A `fetch` that hands the request to the server in-process (`inject`), so the site's own client
 * code talks to the real product API in a test. Records what was sent.
 */
export function injectFetch(app: FastifyInstance, options: { remoteAddress?: string } = {}) {
  const sent: InjectedRequest[] = [];
  const inFlight: Promise<Response>[] = [];
  const send = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers.entries());
    sent.push({ method: request.method, url: `${url.pathname}${url.search}`, headers, keepalive: init.keepalive === true });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) responseHeaders.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const answer = send(input, init);
    inFlight.push(answer);
    return answer;
  }) as typeof globalThis.fetch;
  /** Settles once every request started so far has been answered (for sends nobody awaits, like keepalive ones). */
  const idle = async () => {
    await Promise.allSettled(inFlight);
  };
  return { fetch, sent, idle };
}
