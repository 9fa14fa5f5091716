/**
 * The pages' own stylesheet, inlined and allowed by its hash. Logical properties only; fits a
 * 250 px wide challenge frame.
 */
export const PAGE_STYLES = [
  ':root{color-scheme:light dark;--ink:#1b1f24;--muted:#48515c;--paper:#fff;--line:#c5ced8;--accent:#0b57d0;--accent-ink:#fff;',
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}',
  '@media (prefers-color-scheme:dark){:root{--ink:#eef1f5;--muted:#b9c2cd;--paper:#15181c;--line:#46505b;--accent:#8ab4f8;--accent-ink:#0b1a33}}',
  '*{box-sizing:border-box}',
  'body{margin:0;background:var(--paper);color:var(--ink);display:grid;place-items:center;min-block-size:100vh;padding:1rem}',
  'main{inline-size:100%;max-inline-size:26rem}',
  'h1{font-size:1.375rem;line-height:1.25;margin-block:0 .75rem}',
  'p{margin-block:0 1rem}',
  '.note{color:var(--muted);font-size:.875rem;border-inline-start:4px solid var(--accent);padding-inline-start:.75rem}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin-block:0 1.25rem}',
  'dt{color:var(--muted)}',
  'dd{margin:0;font-weight:600;overflow-wrap:anywhere}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem}',
  'button{font:inherit;font-weight:600;min-block-size:2.75rem;padding-block:.5rem;padding-inline:1.25rem;border-radius:.5rem;',
  'border:2px solid var(--accent);background:transparent;color:var(--accent);cursor:pointer}',
  'button.primary{background:var(--accent);color:var(--accent-ink)}',
  'button:focus-visible,a:focus-visible{outline:3px solid var(--ink);outline-offset:2px}',
  'a{color:var(--accent)}',
  // The stand-in identity providers' account form.
  'label{display:grid;gap:.25rem;margin-block-end:1rem}',
  'label.check{display:flex;align-items:center;gap:.5rem}',
  'input[type=text],input[type=email]{font:inherit;padding:.5rem;border:1px solid var(--line);border-radius:.375rem;background:var(--paper);color:var(--ink)}',
  // The smallest challenge frame (250 x 400) still shows the whole page.
  '@media (max-width:300px){body{padding:.75rem}h1{font-size:1.125rem}p,dl{margin-block-end:.75rem}.actions{gap:.5rem}',
  'button{min-block-size:2.5rem;padding-inline:1rem}}',
].join('');
