// The audits that keep Accessibility, Best Practices and SEO below 100, gathered over every page and
// run: one entry per audit, naming the pages that fail it and what it found (elements, console
// messages, links), so each cause is read once however many pages share it.

const JUDGED_CATEGORIES = [
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
];
/** Items listed for each audit; the rest are counted. */
const ITEMS_SHOWN = 12;

/** Collects failing audits; `add` takes each run's result, `toMarkdown` writes the list. */
export function createFindings() {
  /** category → audit id → { title, pages: path → runs failed, items: text → Set of paths } */
  const byCategory = new Map(JUDGED_CATEGORIES.map(([id]) => [id, new Map()]));
  const runsByPath = new Map();
  const runWarnings = new Map();

  return {
    /** `origins` maps the servers' origins to names (`{ 'http://localhost:41234': '<site>' }`): ports change between runs. */
    add(path, lhr, origins) {
      const named = (text) => Object.entries(origins).reduce((result, [origin, name]) => result.replaceAll(origin, name), text);
      runsByPath.set(path, (runsByPath.get(path) ?? 0) + 1);
      for (const warning of lhr.runWarnings ?? []) addTo(runWarnings, named(oneLine(warning)), path);
      for (const [categoryId] of JUDGED_CATEGORIES) {
        for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
          const result = lhr.audits[ref.id];
          // Only weighted audits move the score. One that could not run (score null, with its
          // error message) counts as failed; one that found nothing to check has no weight.
          if (ref.weight === 0 || !result || (result.score !== null && result.score >= 1)) continue;
          // Origins named before anything is cut short, so a long element reads the same on every run.
          const audit = JSON.parse(named(JSON.stringify(result)));
          const audits = byCategory.get(categoryId);
          const entry = audits.get(ref.id) ?? { title: audit.title, pages: new Map(), items: new Map() };
          audits.set(ref.id, entry);
          entry.pages.set(path, (entry.pages.get(path) ?? 0) + 1);
          const texts = auditItems(audit);
          for (const text of texts.length > 0 ? texts : ['(no items: see the title)']) addTo(entry.items, text, path);
        }
      }
    },

    toMarkdown() {
      const lines = [];
      for (const [categoryId, label] of JUDGED_CATEGORIES) {
        const audits = [...byCategory.get(categoryId)].sort(([, a], [, b]) => b.pages.size - a.pages.size);
        lines.push(`## ${label}`, '');
        if (audits.length === 0) {
          lines.push('Every weighted audit passes on every page.', '');
          continue;
        }
        for (const [id, entry] of audits) {
          lines.push(`### \`${id}\`: ${entry.title}`, '');
          lines.push(`Fails on ${entry.pages.size} page(s): ${pageList(entry.pages, runsByPath)}`, '');
          const items = [...entry.items].sort(([, a], [, b]) => b.size - a.size);
          for (const [text, paths] of items.slice(0, ITEMS_SHOWN)) {
            const where = paths.size === entry.pages.size ? 'every page above' : [...paths].join(', ');
            lines.push(`- ${text} (${where})`);
          }
          if (items.length > ITEMS_SHOWN) lines.push(`- … and ${items.length - ITEMS_SHOWN} more in the reports`);
          lines.push('');
        }
      }
      if (runWarnings.size > 0) {
        lines.push("## Lighthouse's run warnings", '');
        for (const [warning, paths] of runWarnings) lines.push(`- ${warning} (${[...paths].join(', ')})`);
        lines.push('');
      }
      return lines.join('\n');
    },
  };
}

function addTo(map, key, path) {
  const paths = map.get(key) ?? new Set();
  paths.add(path);
  map.set(key, paths);
}

/** `/ar (3/3), /channels (1/3)`: each page with the share of its runs that failed. */
function pageList(pages, runsByPath) {
  return [...pages].map(([path, failed]) => `\`${path}\` (${failed}/${runsByPath.get(path)})`).join(', ');
}

/** One line per thing the audit found: an element, a console message, a link, or its explanation. */
function auditItems(audit) {
  const texts = [];
  if (audit.explanation) texts.push(oneLine(audit.explanation));
  if (audit.errorMessage) texts.push(`error: ${oneLine(audit.errorMessage)}`);
  for (const item of audit.details?.items ?? []) {
    const text = describeItem(item);
    if (text) texts.push(text);
  }
  return [...new Set(texts)];
}

function describeItem(item) {
  const parts = [];
  const node = item.node?.type === 'node' ? item.node : item.source?.type === 'node' ? item.source : null;
  if (node) {
    // The snippet says what the element is, the selector and label where it is (`<h3>` alone does not).
    const where = [node.selector && `at \`${truncate(node.selector, 100)}\``, node.nodeLabel && `"${truncate(oneLine(node.nodeLabel), 60)}"`].filter(Boolean).join(' ');
    parts.push(`\`${truncate(node.snippet ?? '', 160)}\`${where ? ` ${where}` : ''}`);
    if (node.explanation) parts.push(oneLine(node.explanation));
  }
  // Console errors and browser issues.
  if (item.description) parts.push(oneLine(String(item.description)));
  if (item.issueType) parts.push(String(item.issueType));
  const url = item.sourceLocation?.url ?? item.url ?? (typeof item.source === 'string' ? item.source : undefined);
  if (url) parts.push(truncate(String(url), 120));
  // Links (link text, crawlable anchors), robots.txt lines, hreflang reasons.
  if (item.href) parts.push(`href ${truncate(String(item.href), 100)}`);
  if (item.text) parts.push(`text "${truncate(String(item.text), 60)}"`);
  if (item.message) parts.push(oneLine(String(item.message)));
  if (item.line !== undefined && item.index !== undefined) parts.push(`line ${item.index}: ${truncate(String(item.line), 80)}`);
  for (const sub of item.subItems?.items ?? []) {
    const subText = [sub.reason, sub.url, sub.source].filter(Boolean).map(String).join(' ');
    if (subText) parts.push(oneLine(subText));
  }
  if (parts.length === 0) return truncate(JSON.stringify(item), 200);
  return parts.join(' — ');
}

function oneLine(text) {
  return truncate(text.replace(/\s+/g, ' ').trim(), 300);
}

function truncate(text, length) {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
