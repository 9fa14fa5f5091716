// A merchant's server for the quickstart: Node 20, no dependencies. Run it beside the sandbox:
//   node docs/quickstart/server.mjs   then open http://localhost:8080/
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const PORT = Number(process.env.PORT ?? 8080);
const PUBLIC_URL = process.env.PUBLIC_URL ?? `http://localhost:${PORT}`;
const PROVIDER_URL = process.env.PROVIDER_URL ?? 'http://localhost:4000';
const VAULT_ORIGIN = process.env.VAULT_ORIGIN ?? 'http://127.0.0.1:4100';
// The secret key stays on this server; sk_test_sandbox is the sandbox's.
const SECRET_KEY = process.env.MERCHANT_SECRET_KEY ?? 'sk_test_sandbox';
const SDK_VERSION = '5.29.3';
const WEBHOOK_TOLERANCE_SECONDS = 300;

// The canonical policy of docs/csp.md, for this provider and vault.
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${PROVIDER_URL}`,
  `frame-src ${VAULT_ORIGIN} ${PROVIDER_URL}`,
  `connect-src 'self' ${PROVIDER_URL} ${VAULT_ORIGIN}`,
  "style-src 'self'",
  `img-src 'self' data: ${VAULT_ORIGIN}`,
  "frame-ancestors 'self'",
].join('; ');

/** Your orders; a real shop keeps them in its database. */
const orders = new Map();

function provider(path, init = {}) {
  return fetch(`${PROVIDER_URL}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });
}

async function providerJson(path, init) {
  const response = await provider(path, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered HTTP ${response.status}: ${await response.text()}`);
  return response.json();
}

// The SDK's hash for the pinned version, from the provider's list (docs/script-tag-quickstart.md).
const integrity = (await providerJson(`/sdk/${SDK_VERSION}/integrity.json`))['payment-client.js'];

// Register this server's webhook endpoint. The secret is answered once: a real shop registers once
// and keeps it in its secret store.
const { secret: webhookSecret } = await providerJson('/v1/webhook-endpoints', {
  method: 'POST',
  body: JSON.stringify({ url: `${PUBLIC_URL}/webhooks`, events: ['payment.*'] }),
});

/** Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">, recent enough not to be a replay. */
function verifySignature(header, rawBody) {
  const fields = Object.fromEntries(String(header ?? '').split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(fields.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(fields.v1 ?? '')) return false;
  const expected = createHmac('sha256', webhookSecret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(fields.v1, 'hex'))) return false;
  return Math.abs(Date.now() / 1000 - timestamp) <= WEBHOOK_TOLERANCE_SECONDS;
}

/** Marks the order paid from what the provider says about the payment. */
function confirm(payment, via) {
  const order = orders.get(payment.executionId);
  if (!order) return undefined;
  if (payment.status === 'authorizeSuccessful' || payment.status === 'captured') order.status = 'paid';
  if (!order.confirmedBy.includes(via)) order.confirmedBy.push(via);
  return order;
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response, status, body, type = 'application/json; charset=utf-8') {
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Security-Policy': CSP,
    // Nobody frames the checkout, and no file runs as anything but its type.
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function handle(request, response) {
  const { pathname } = new URL(request.url, PUBLIC_URL);
  if (request.method === 'GET' && pathname === '/') {
    const page = await readFile(new URL('index.html', import.meta.url), 'utf8');
    return send(response, 200, page.replaceAll('{{PROVIDER_ORIGIN}}', PROVIDER_URL).replaceAll('{{VAULT_ORIGIN}}', VAULT_ORIGIN).replaceAll('{{SDK_INTEGRITY}}', integrity), 'text/html; charset=utf-8');
  }
  if (request.method === 'GET' && pathname === '/checkout.js') {
    return send(response, 200, await readFile(new URL('checkout.js', import.meta.url), 'utf8'), 'text/javascript; charset=utf-8');
  }
  if (request.method === 'POST' && pathname === '/api/checkout') {
    const merchantReference = `order-${randomUUID()}`;
    const session = await providerJson('/v1/payment-sessions', {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ amount: { value: 800, currency: 'EUR' }, merchantReference, allowedOrigins: [new URL(PUBLIC_URL).origin], paymentMethods: ['card'] }),
    });
    // Keep the execution id with the order: it is how you confirm the payment later.
    orders.set(session.executionId, { executionId: session.executionId, merchantReference, status: 'open', confirmedBy: [] });
    return send(response, 200, { version: session.version, data: session.data });
  }
  const confirmMatch = /^\/api\/orders\/([A-Za-z0-9_-]+)\/confirm$/.exec(pathname);
  if (request.method === 'POST' && confirmMatch) {
    if (!orders.has(confirmMatch[1])) return send(response, 404, { message: 'No such order' });
    const payment = await providerJson(`/v1/payments/${confirmMatch[1]}`);
    return send(response, 200, confirm(payment, 'read'));
  }
  const orderMatch = /^\/api\/orders\/([A-Za-z0-9_-]+)$/.exec(pathname);
  if (request.method === 'GET' && orderMatch) {
    const order = orders.get(orderMatch[1]);
    return order ? send(response, 200, order) : send(response, 404, { message: 'No such order' });
  }
  if (request.method === 'POST' && pathname === '/webhooks') {
    // Verify the exact bytes received, before parsing them.
    const rawBody = await readBody(request);
    if (!verifySignature(request.headers['payment-signature'], rawBody)) return send(response, 400, { message: 'Invalid signature or timestamp' });
    const event = JSON.parse(rawBody);
    if (event.type === 'payment.authorized') confirm(event.data, 'webhook');
    return send(response, 200, { received: true });
  }
  return send(response, 404, { message: 'Not found' });
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    send(response, 500, { message: 'Unexpected error' });
  });
}).listen(PORT, () => console.log(`Shop listening on ${PUBLIC_URL}/`));
