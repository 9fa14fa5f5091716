import { readFile } from 'node:fs/promises';
import { join, dirname, normalize, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../dist/host-app');
const port = Number(process.env.HOST_APP_PORT ?? 3000);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

const app = Fastify({ logger: false });

app.get('/assets/*', async (request, reply) => {
  const path = normalize((request.params as { '*': string })['*']);
  if (path.startsWith('..')) return reply.code(404).send({ errorCode: 'NOT_FOUND', message: 'No such asset' });
  try {
    const body = await readFile(join(root, 'assets', path));
    return reply.type(TYPES[extname(path)] ?? 'application/octet-stream').send(body);
  } catch {
    return reply.code(404).send({ errorCode: 'NOT_FOUND', message: 'No such asset' });
  }
});

// Client-side routes all answer the app shell.
app.get('/*', async (_request, reply) => reply.type(TYPES['.html']!).send(await readFile(join(root, 'index.html'))));

await app.listen({ port, host: '127.0.0.1' });
console.log(`host app        http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
