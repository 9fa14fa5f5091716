import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The script tag's `init` fetches the session's card frame page (its preload). No vault runs in
 * these tests, so that request is answered here rather than sent to the network; any other
 * request goes on as before.
 */
export function answerFramePreloads(): void {
  beforeEach(() => {
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/frame/card-form.html') ? Promise.resolve(new Response('<!doctype html>')) : fetch(input, init),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
