// `npm run bench:lighthouse`: Lighthouse's default (mobile) preset, simulated slow 4G and a 4x
// slower CPU, over every public page of the product site in English and Arabic. It starts the
// built site as `npm start` does, on free ports with in-memory databases, runs each page LH_RUNS
// times (3), prints the median scores, LCP, TBT and CLS with the pages that miss their targets,
// and writes every report (JSON and HTML) and the failing audits (findings.md) under
// reports/lighthouse/<time>/. A benchmark, not a test: missed targets never fail it.
//   LH_RUNS=1 LH_PAGES=home,video,/ar/signin npm run bench:lighthouse
// LH_PAGES keeps pages by name (home, category, channels, channel, video, live, upcoming, search,
// premium, signin, signup), by locale (en, ar) or by exact path.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../chromium.mjs';
import { createFindings } from './lighthouseFindings.mjs';
import { publicPages, selectPages } from './lighthousePages.mjs';
import { formatMs, formatTable, median, missedTargets, pageMedians } from './lighthouseSummary.mjs';
import { startSite } from './siteServers.mjs';

const RUNS = readRuns(process.env.LH_RUNS);
const PAGE_TERMS = (process.env.LH_PAGES ?? '').split(',').map((term) => term.trim()).filter(Boolean);
// What the servers serve: the site and its server renderer, the script tag and the card frame.
const BUILT = ['dist/host-app', 'dist/host-app-server', 'dist/embed/payment-client.js', 'dist/frame'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function readRuns(raw) {
  if (raw === undefined || raw === '') return 3;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
    console.error(`LH_RUNS must be a whole number from 1 to 20, got '${raw}'`);
    process.exit(1);
  }
  return runs;
}

const missing = BUILT.filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first; this benchmark measures the current build and builds nothing.`);
  process.exit(1);
}
if (spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
// What a first start would generate while the pages are measured, made before them instead.
const media = spawnSync('node_modules/.bin/tsx', ['--conditions=payment-client-source', 'scripts/generate-sample-media.ts'], { encoding: 'utf8' });
if (media.status !== 0) {
  console.error(`The sample media could not be generated:\n${media.stderr.trim().split('\n').slice(-5).join('\n')}`);
  process.exit(1);
}

const commit = git(['rev-parse', '--short', 'HEAD']);
const changed = git(['status', '--porcelain', '--untracked-files=no']) ? ' with uncommitted changes' : '';
const startedAt = new Date();
const reportDir = join('reports', 'lighthouse', startedAt.toISOString().slice(0, 19).replaceAll(':', '-'));
mkdirSync(reportDir, { recursive: true });

let site = await startSite();
const results = new Map();
const findings = createFindings();
let errors = 0;
try {
  const pages = selectPages(await publicPages(site.host), PAGE_TERMS);
  if (pages.length === 0) throw new Error(`LH_PAGES='${PAGE_TERMS.join(',')}' names no page`);
  console.log(`\nLighthouse ${lighthouseVersion()}, mobile preset, ${pages.length} pages × ${RUNS} run(s) (commit ${commit}${changed}); load average ${loadavg()[0].toFixed(1)}`);
  for (const page of pages) results.set(page.path, []);
  // Run by run over every page, so a burst of other work on the machine spreads over the pages.
  let done = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of pages) {
      done += 1;
      const name = `${page.locale}-${page.name}-${run}`;
      const progress = `[${done}/${pages.length * RUNS}] ${page.path} run ${run}`;
      try {
        const { lhr, report } = await measurePage(page.path);
        writeFileSync(join(reportDir, `${name}.report.json`), report[0]);
        writeFileSync(join(reportDir, `${name}.report.html`), report[1]);
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        results.get(page.path).push(lhr);
        findings.add(page.path, lhr, { [site.host]: '<site>', [site.provider]: '<provider>', [site.vault]: '<vault>' });
        const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
        console.log(`${progress}: ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}, LCP ${formatMs(lhr.audits['largest-contentful-paint'].numericValue ?? null)}`);
      } catch (error) {
        errors += 1;
        console.error(`${progress} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
} finally {
  await site.stop();
}

const rows = [...results].map(([path, lhrs]) => ({ path, medians: pageMedians(lhrs) }));
// Lighthouse's own measure of the CPU it ran on: low when the machine is busy with other work.
const benchmarkIndex = median([...results.values()].flat().map((lhr) => lhr.environment?.benchmarkIndex));
const caption = [
  `Medians of ${RUNS} run(s) per page, commit ${commit}${changed} ('!' misses its target: Performance ≥ 95, Accessibility, Best Practices and SEO 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05)`,
  `Lighthouse's CPU benchmark index on this machine, median ${benchmarkIndex === null ? '–' : Math.round(benchmarkIndex)}; load average ${loadavg()[0].toFixed(1)} at the end`,
].join('\n');
console.log(`\n${caption}\n\n${formatTable(rows)}`);
const misses = rows.map((row) => [row.path, missedTargets(row.medians)]).filter(([, missed]) => missed.length > 0);
const verdict = [
  misses.length === 0 ? 'Every page meets every target.' : `${misses.length} of ${rows.length} page(s) miss a target:`,
  ...misses.map(([path, missed]) => `  ${path}: ${missed.join(', ')}`),
].join('\n');
console.log(`\n${verdict}`);

const heading = `# Lighthouse findings, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}${changed}\n\nThe audits that keep Accessibility, Best Practices or SEO below 100, over ${RUNS} run(s) of each page; each page is listed with the share of its runs the audit failed in.\n`;
writeFileSync(join(reportDir, 'findings.md'), `${heading}\n${findings.toMarkdown()}`);
writeFileSync(join(reportDir, 'summary.txt'), `${caption}\n\n${formatTable(rows)}\n\n${verdict}\n`);
console.log(`\nReports: ${reportDir}/ (one JSON and one HTML per run; findings.md lists the failing Accessibility, Best Practices and SEO audits)`);
if (errors > 0) console.log(`${errors} run(s) failed and are left out of the medians.`);

/**
 * One Lighthouse run of the page at `path`. A run that fails (no page, no paint), or after which
 * the site no longer answers (its console would blame the page for refused requests), is made once
 * more, on servers started again if need be: on a shared machine that is seldom the page's fault.
 */
async function measurePage(path) {
  const first = await measure(`${site.host}${path}`).catch((error) => ({ error }));
  const problem = first.error
    ? String(first.error.message ?? first.error)
    : (first.lhr.runtimeError?.code ?? ((await answers(site.host)) ? null : 'the site stopped answering'));
  if (!problem) return first;
  // start.mjs takes a moment to stop the other servers once one has stopped.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const down = site.stoppedBecause() ?? ((await answers(site.host)) ? null : 'the site does not answer');
  console.error(`${path}: ${problem}; ${down ? `${down}\nstarting the site again and ` : ''}measuring once more`);
  if (down) {
    await site.stop();
    site = await startSite();
  }
  return measure(`${site.host}${path}`);
}

async function answers(origin) {
  try {
    return (await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

/** One Lighthouse run of `url` in a Chromium of its own (a cold cache, no state from other pages). */
async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    return await lighthouse(url, { port: chrome.port, output: ['json', 'html'], logLevel: 'error' });
  } finally {
    await chrome.kill();
  }
}

function lighthouseVersion() {
  return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
}

function git(args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}
