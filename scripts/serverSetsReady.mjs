// The line scripts/start-e2e-servers.mjs prints once every end-to-end server set answers, which
// playwright.config.ts waits for.
export const SERVER_SETS_READY = 'every end-to-end server set is ready';
