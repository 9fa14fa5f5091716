// The product site's home page: Largest Contentful Paint and Total Blocking Time on a slowed-down CPU.
import { CPU_SLOWDOWN, HOME_LOADS, HOST } from './settings.mjs';
import { quantile } from './statistics.mjs';
import { waitFor } from './waitFor.mjs';

/**
 * Largest Contentful Paint and Total Blocking Time of the home page, each load in a fresh context
 * (cold cache) with the CPU slowed down through CDP.
 *
 * TBT window: from First Contentful Paint until the page has fired `load` and then stayed free of
 * long tasks for QUIET_MS (a lab stand-in for Time to Interactive), capped at WINDOW_CAP_MS after
 * navigation. Each long task contributes its time beyond 50 ms, counting only the part inside the
 * window (a task that starts before FCP is clipped at FCP, as Lighthouse does).
 */
export async function measureHomeVitals(browser) {
  const QUIET_MS = 2_000;
  const WINDOW_CAP_MS = 30_000;
  await waitFor(`${HOST}/`);
  const lcps = [];
  const tbts = [];
  for (let i = 0; i < HOME_LOADS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Observers start before any page script, so no entry is missed.
    await page.addInitScript(() => {
      const vitals = { lcp: null, longTasks: [], lastLongTaskEnd: 0 };
      window.__homeVitals = vitals;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          vitals.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
          vitals.lastLongTaskEnd = Math.max(vitals.lastLongTaskEnd, entry.startTime + entry.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${HOST}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      ({ quietMs, capMs }) => {
        const loadEnd = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
        const now = performance.now();
        return now >= capMs || (loadEnd > 0 && now - Math.max(loadEnd, window.__homeVitals.lastLongTaskEnd) >= quietMs);
      },
      { quietMs: QUIET_MS, capMs: WINDOW_CAP_MS },
      { timeout: WINDOW_CAP_MS + 10_000, polling: 250 },
    );
    const sample = await page.evaluate((capMs) => {
      const vitals = window.__homeVitals;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      if (fcp === undefined || vitals.lcp === null) return null;
      const windowEnd = Math.min(performance.now(), capMs);
      let tbt = 0;
      for (const task of vitals.longTasks) {
        const start = Math.max(task.start, fcp);
        const end = Math.min(task.end, windowEnd);
        tbt += Math.max(0, end - start - 50);
      }
      return { lcp: vitals.lcp, tbt };
    }, WINDOW_CAP_MS);
    await context.close();
    if (!sample) throw new Error('the home page reported no First Contentful Paint or Largest Contentful Paint');
    lcps.push(sample.lcp);
    tbts.push(sample.tbt);
  }
  const list = (values) => values.map((value) => value.toFixed(0)).join(', ');
  return (
    `\nhome page (${HOST}/), ${HOME_LOADS} loads in Chromium at ${CPU_SLOWDOWN}x CPU slowdown: ` +
    `LCP median ${quantile(lcps, 0.5).toFixed(0)} ms (${list(lcps)}), TBT median ${quantile(tbts, 0.5).toFixed(0)} ms (${list(tbts)})`
  );
}
