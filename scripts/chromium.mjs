// The Chromium the end-to-end tests and the benchmark drive: Debian's headless shell, the same
// headless-only build Playwright itself uses for headless runs. It took about a quarter less CPU
// than the full browser over the same end-to-end files (README, Tests). CHROMIUM_PATH overrides it.
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH || `/usr/bin/${CHROMIUM_PACKAGE}`;
