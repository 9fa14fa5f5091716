// The slowest test files of a run, read from the JSON reports vitest and Playwright write.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

// Not Playwright's output folder, which it empties at start.
export const REPORT_DIR = '.data/test-reports';
export const VITEST_REPORT = `${REPORT_DIR}/vitest.json`;
export const PLAYWRIGHT_REPORT = `${REPORT_DIR}/e2e.json`;

/** Each vitest file's wall time; a file run by several projects counts once per project. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({ file: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }));
}

/** Each Playwright file's time: the sum of its tests' runs, hooks included. */
function playwrightFiles(report) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration / 1000, 0);
      const file = `tests/e2e/${spec.file}`;
      byFile.set(file, (byFile.get(file) ?? 0) + seconds);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

export function printSlowestTestFiles(count = 10) {
  const files = [];
  if (existsSync(VITEST_REPORT)) files.push(...vitestFiles(JSON.parse(readFileSync(VITEST_REPORT, 'utf8'))));
  if (existsSync(PLAYWRIGHT_REPORT)) files.push(...playwrightFiles(JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8'))));
  if (files.length === 0) return;
  console.log(`\nThe ${count} slowest test files:`);
  for (const { file, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}
