// What every `npm run bench` measurement shares: how many loads, the slowdowns, and the servers' origins.
export const LOADS = Number(process.env.BENCH_LOADS ?? 20);
export const HOME_LOADS = 5;
export const CPU_SLOWDOWN = 4;
export const NETWORK_LATENCY_MS = 100;
export const PROVIDER = process.env.PROVIDER_ORIGIN ?? `http://localhost:${process.env.PROVIDER_PORT || 4000}`;
export const HOST = process.env.HOST_APP_ORIGIN ?? `http://localhost:${process.env.HOST_APP_PORT || 3000}`;
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
