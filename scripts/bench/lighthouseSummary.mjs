// Medians of a page's Lighthouse runs, the targets every public page is held to (ARCHITECTURE:
// Lighthouse's mobile preset, in both languages), and the table the benchmark prints.

export const CATEGORIES = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
];

/** Score targets out of 100, and metric ceilings in Lighthouse's units (ms; CLS has none). */
export const TARGETS = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { lcp: 2000, tbt: 150, cls: 0.05 },
};

const METRIC_AUDITS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The medians of a page's completed runs (`lhrs`, Lighthouse results without a runtime error):
 * each score out of 100 and each metric, taken separately, as the targets judge them.
 */
export function pageMedians(lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map(([id]) => {
      const value = median(lhrs.map((lhr) => lhr.categories[id]?.score).filter((score) => score !== null && score !== undefined).map((score) => score * 100));
      return [id, value === null ? null : Math.round(value)];
    }),
  );
  const metrics = Object.fromEntries(Object.entries(METRIC_AUDITS).map(([key, audit]) => [key, median(lhrs.map((lhr) => lhr.audits[audit]?.numericValue))]));
  return { scores, metrics, runs: lhrs.length };
}

/** What a page's medians miss, in words (`Performance 48 < 95`); empty when it meets every target. */
export function missedTargets(medians) {
  const missed = [];
  for (const [id, label] of [['performance', 'Performance'], ['accessibility', 'Accessibility'], ['best-practices', 'Best Practices'], ['seo', 'SEO']]) {
    const score = medians.scores[id];
    if (score === null) missed.push(`${label} not measured`);
    else if (score < TARGETS.scores[id]) missed.push(`${label} ${score} < ${TARGETS.scores[id]}`);
  }
  const { lcp, tbt, cls } = medians.metrics;
  if (lcp === null || lcp > TARGETS.metrics.lcp) missed.push(`LCP ${formatMs(lcp)} > ${formatMs(TARGETS.metrics.lcp)}`);
  if (tbt === null || tbt > TARGETS.metrics.tbt) missed.push(`TBT ${formatMs(tbt)} > ${formatMs(TARGETS.metrics.tbt)}`);
  if (cls === null || cls > TARGETS.metrics.cls) missed.push(`CLS ${formatCls(cls)} > ${formatCls(TARGETS.metrics.cls)}`);
  return missed;
}

export function formatMs(ms) {
  if (ms === null) return '–';
  // Two decimals: 2.04 s must not print as the 2.0 s target it misses.
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatCls(cls) {
  return cls === null ? '–' : cls.toFixed(3);
}

/** `rows` of `{ path, medians }` as a plain-text table; a value that misses its target is marked with `!`. */
export function formatTable(rows) {
  const width = Math.max(4, ...rows.map((row) => row.path.length)) + 2;
  const header = `${'page'.padEnd(width)}${CATEGORIES.map(([, label]) => label.padStart(6)).join('')}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}  runs`;
  const lines = rows.map(({ path, medians }) => {
    const mark = (text, missed) => `${text}${missed ? '!' : ' '}`;
    const scores = CATEGORIES.map(([id]) => {
      const score = medians.scores[id];
      return mark(score === null ? '–' : String(score), score === null || score < TARGETS.scores[id]).padStart(6);
    }).join('');
    const { lcp, tbt, cls } = medians.metrics;
    const metrics =
      mark(formatMs(lcp), lcp === null || lcp > TARGETS.metrics.lcp).padStart(9) +
      mark(formatMs(tbt), tbt === null || tbt > TARGETS.metrics.tbt).padStart(9) +
      mark(formatCls(cls), cls === null || cls > TARGETS.metrics.cls).padStart(8);
    return `${path.padEnd(width)}${scores}${metrics}  ${medians.runs}`;
  });
  return [header, ...lines].join('\n');
}
