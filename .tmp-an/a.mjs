import * as esbuild from 'esbuild';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
const root = '/work/main';
const preactBridge = { name: 'pb', setup(b) {
  b.onResolve({ filter: /^react$/ }, () => ({ path: join(root, 'embed/preactBridge/react.ts') }));
  b.onResolve({ filter: /^react-dom\/client$/ }, () => ({ path: join(root, 'embed/preactBridge/reactDomClient.ts') }));
  b.onResolve({ filter: /^react\/jsx-runtime$/ }, (a) => b.resolve('preact/jsx-runtime', { kind: a.kind, resolveDir: a.resolveDir }));
}};
const css = { name: 'css', setup(b) {
  b.onResolve({ filter: /\.css\?inline$/ }, (a) => ({ path: join(a.resolveDir, a.path.replace(/\?inline$/, '')), namespace: 'css-text' }));
  b.onLoad({ filter: /.*/, namespace: 'css-text' }, async (a) => ({ contents: (await import('node:fs')).readFileSync(a.path,'utf8'), loader: 'text' }));
}};
const ON = {
  'headless/core/address/countries': 'embed/extensions/onDemand/countries.ts',
  'components/BillingAddress/BillingAddress': 'embed/extensions/onDemand/BillingAddress.tsx',
  'headless/core/dropIn/dropInWallets': 'embed/extensions/onDemand/dropInWallets.ts',
  'headless/core/dynamicForm/createDynamicForm': 'embed/extensions/onDemand/createDynamicForm.ts',
  'components/DropIn/DropInFormOption': 'embed/extensions/onDemand/DropInFormOption.tsx',
  'headless/core/checkout/threeDSecureFlow': 'embed/extensions/onDemand/threeDSecureFlow.ts',
  'components/ThreeDSChallenge/ThreeDSChallenge': 'embed/extensions/onDemand/ThreeDSChallenge.tsx',
};
const od = { name: 'od', setup(b) {
  const names = Object.keys(ON).map((p) => p.split('/').pop());
  b.onResolve({ filter: new RegExp(`/(${names.join('|')})$`) }, (a) => { const s = ON[relative(root, join(a.resolveDir, a.path))]; return s ? { path: join(root, s) } : undefined; });
  b.onResolve({ filter: /^\.\/ar$/ }, (a) => a.importer.endsWith('translate.ts') ? { path: join(root, 'embed/locales/arabicCatalog.ts') } : undefined);
}};
const entries = process.argv.slice(2);
const r = await esbuild.build({ stdin: { contents: entries.map((e) => `export * as m${entries.indexOf(e)} from '${root}/${e}';`).join('\n'), resolveDir: root, loader: 'ts' }, bundle: true, format: 'iife', globalName: 'X', minify: true, write: false, metafile: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"', '__EXTENSION_INTEGRITY__': '{}' }, plugins: [od, css, preactBridge], target: ['chrome100'], logLevel: 'error' });
const out = Object.values(r.metafile.outputs)[0];
console.log('total min', r.outputFiles[0].text.length, 'gzip', gzipSync(r.outputFiles[0].text).length);
const groups = {}; const full = process.env.FULL;
for (const [p, v] of Object.entries(out.inputs)) {
  let g = p.includes('node_modules') ? p.replace(/.*node_modules\//, '').split('/').slice(0, p.includes('@') ? 2 : 1).join('/') + (p.includes('zod') ? '/' + p.split('/').slice(-2).join('/') : '') : (full ? p : p.split('/').slice(0, 3).join('/'));
  groups[g] = (groups[g] || 0) + v.bytesInOutput;
}
for (const [g, b] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(String(b).padStart(7), g);
