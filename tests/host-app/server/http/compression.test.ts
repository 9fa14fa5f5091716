import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../../../../host-app/server/http/compression';
import { createHttpServer } from '../../../../host-app/server/http/createHttpServer';

const BIG_JSON = { items: Array.from({ length: 60 }, (_, index) => ({ id: `video-${index}`, title: `Video number ${index}` })) };
const PAGE = `<!doctype html><html lang="en"><body>${'<p>Match highlights</p>'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('compression of the product server', () => {
  let app: FastifyInstance;
  let origin: string;
  let releaseStream: () => void = () => undefined;

  beforeAll(async () => {
    app = createHttpServer({ name: 'compression test', trustProxy: false });
    registerCompression(app);
    app.get('/big', async () => BIG_JSON);
    app.get('/small', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
    // A built file sent precompressed, as the static site sends its .br files.
    app.get('/precompressed.js', async (_request, reply) => reply.type('text/javascript').header('Content-Encoding', 'br').send(brotliCompressSync(SCRIPT)));
    // A page streamed as it renders: its first part, then the rest once the test has read the first.
    app.get('/streamed', async (_request, reply) => {
      const stream = new PassThrough();
      stream.write(`<!doctype html><html><body><h1>Shell</h1>${'<p>ready part</p>'.repeat(80)}`);
      releaseStream = () => stream.end(`${'<p>late part</p>'.repeat(80)}</body></html>`);
      return reply.type('text/html; charset=utf-8').send(stream);
    });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    releaseStream();
    await app?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends JSON over 1 kB in brotli, or gzip for a client without it, and says it varies on Accept-Encoding', async () => {
    const br = await get('/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(BIG_JSON);

    const gzip = await get('/big', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(BIG_JSON);

    // Deflate is not one of ours: as is.
    expect((await get('/big', { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/big')).json()).toEqual(BIG_JSON);
  });

  it('sends an answer under 1 kB as it is', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('compresses HTML over 1 kB', async () => {
    const page = await get('/page', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
  });

  it('leaves an answer that already has a Content-Encoding as it is: never compressed twice', async () => {
    const script = await get('/precompressed.js', { 'accept-encoding': 'br, gzip' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);
  });

  it('passes on each part of a streamed page as it comes, compressed, rather than holding it until the end', async () => {
    const response = await fetch(`${origin}/streamed`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes brotli: the first part must arrive while the stream is still open.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('<h1>Shell</h1>')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before its first part arrived');
      text += value;
    }
    expect(text).not.toContain('late part');
    releaseStream();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toMatch(/<p>late part<\/p><\/body><\/html>$/);
  });
});
