// Public reads of the product API under load: home, search and live events (and a JSON 404, the
// cost of a request that touches no database), each with autocannon, 50 connections for 10 s,
// against one product server process on an in-memory PGlite database, on a free port.
// `npm run bench` runs it last; `node scripts/bench/reads.mjs` runs it alone.
// The reads need no payment provider, so no sandbox is started; the server is the product API as
// `npm start` builds it (createProductContext + createProductServer), without the sample media
// generation and live streams of main.ts, whose ffmpeg work would only add noise.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = 10;
/** What a browser on the site sends to the API. */
const HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip', 'x-language': 'en', 'x-os': 'web' };
const TARGETS = [
  ['GET /home/en/AE', '/home/en/AE'],
  ['search', '/media/videos?search=match&page=0&count=10'],
  ['live events', '/events/live'],
  ['JSON 404', '/api/v1/no-such-path'],
];

const TSX = ['node_modules/.bin/tsx', '--conditions=payment-client-source'];
const SERVE_FLAG = '--serve';
const READY_PREFIX = 'reads server listening on ';

/** Server side: run under tsx, prints the port it listens on. */
async function serve() {
  const { createProductContext } = await import('../../host-app/server/createProductContext.ts');
  const { createProductServer } = await import('../../host-app/server/createProductServer.ts');
  const context = await createProductContext({ env: 'test' });
  const app = createProductServer(context);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`${READY_PREFIX}${new URL(address).port}`);
  const stop = async () => {
    await app.close();
    await context.db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

function startServer() {
  const child = spawn(TSX[0], [...TSX.slice(1), fileURLToPath(import.meta.url), SERVE_FLAG], {
    env: { ...process.env, PRODUCT_ENV: 'test', DATABASE_URL: 'memory://' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith(READY_PREFIX));
      if (line) resolve(Number(line.slice(READY_PREFIX.length)));
    });
    child.on('exit', (code, signal) => reject(new Error(`the product server stopped before listening (${signal ?? code})`)));
  });
  return { child, port };
}

const loadLine = () => `load average ${loadavg().map((value) => value.toFixed(2)).join(', ')} on ${availableParallelism()} cores`;

/** Runs every target in turn and answers the report's lines. */
export async function measureReads() {
  const { child, port: portPromise } = startServer();
  try {
    const port = await portPromise;
    const lines = [`\npublic reads, autocannon ${CONNECTIONS} connections × ${DURATION_S} s each, one product process on in-memory PGlite (${loadLine()} before)`];
    for (const [name, path] of TARGETS) {
      const url = `http://127.0.0.1:${port}${path}`;
      // One request first: an answer is built on its first read after a start (or a change), then kept.
      const firstStartedAt = performance.now();
      await (await fetch(url, { headers: HEADERS })).arrayBuffer();
      const firstMs = performance.now() - firstStartedAt;
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
      const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`).join(' ');
      lines.push(
        `${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(6)} requests/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
          `${(result.throughput.average / 1e6).toFixed(1)} MB/s  errors ${result.errors + result.timeouts}  (${statuses}; the first answer ${firstMs.toFixed(0)} ms)`,
      );
    }
    lines.push(`(${loadLine()} after)`);
    return lines.join('\n');
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes(SERVE_FLAG)) await serve();
  else console.log(await measureReads());
}
