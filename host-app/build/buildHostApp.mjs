// The product site's two builds from one client tree: the browser's (content-hashed, split,
// precompressed) and the server renderer's (platform node), with the manifest that joins them.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import postcssNesting from 'postcss-nesting';
import autoprefixer from 'autoprefixer';
import { cssAsText } from '../../build/css.mjs';
import { precompressDir } from '../../build/precompress.mjs';
import { REACT_ON_PREACT, signalsOnPreact } from '../../build/reactOnPreact.mjs';
import { BROWSERS, CSS_BROWSERS, PRODUCTION } from '../../build/targets.mjs';
import { outputOfEntryPoint, writeFirstRouteFiles } from './firstRouteFiles.mjs';

const CLIENT_ENTRY = 'host-app/client/main.tsx';
const STYLESHEET_ENTRY = 'host-app/client/styles/site.css';
const SERVER_ENTRY = 'host-app/client/server/renderPage.tsx';
const CATALOG_ENTRIES = { en: 'host-app/client/i18n/locales/en/index.ts', ar: 'host-app/client/i18n/locales/ar/index.ts' };
/** Strings apart from the catalogs, which only some pages load (i18n/messageKeys.ts PAGE_NAMESPACES). */
const pageStrings = (namespace, locale) => `host-app/client/i18n/locales/${locale}/${namespace}.json`;
const PAGES_DIR = 'host-app/client/pages/';
const HOME_PAGE = 'host-app/client/pages/home/HomePage.tsx';
const PREMIUM_PAGE = 'host-app/client/pages/premium/PremiumLandingPage.tsx';
const VIDEO_PAGE = 'host-app/client/pages/video/VideoPage.tsx';
/** The other public pages a first visit may open on, each measured with its own chunk. */
const BROWSE_PAGES = {
  category: 'host-app/client/pages/category/CategoryPage.tsx',
  channels: 'host-app/client/pages/channels/ChannelListPage.tsx',
  channel: 'host-app/client/pages/channels/ChannelDetailsPage.tsx',
  search: 'host-app/client/pages/search/SearchPage.tsx',
  events: 'host-app/client/pages/discovery/EventsPage.tsx',
};
const SIGN_IN_PAGE = 'host-app/client/pages/auth/SignInPage.tsx';
/** Each first route's files, one folder per page and language, for the size budgets. */
const FIRST_ROUTES_DIR = 'host-app-first-route';
/**
 * The font files preloaded from a page's head: Inter, for Latin text (styles/fonts.css). Noto Sans
 * Arabic (163 kB) is not: preloaded, it took the slow-4G bandwidth an Arabic page's first picture
 * and code needed (Lighthouse's median LCP on /ar 3.64 s with it, 2.55 s without). The stylesheet
 * still asks for it at once, and until it arrives its text is set in a fallback scaled to its
 * metrics, so the swap moves nothing.
 */
const PAGE_FONTS = {
  en: ['node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
  ar: ['node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
};
/** Where the browser asks for built files. */
const ASSETS_URL = '/assets/';

/** Stylesheets linked from the page (not `?inline` text) go through the same postcss as the rest. */
const linkedCss = {
  name: 'linked-css',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const result = await postcss([postcssNesting(), autoprefixer({ overrideBrowserslist: CSS_BROWSERS })]).process(source, { from: args.path });
      return { contents: result.css, loader: 'css' };
    });
  },
};

/** The kit's package name resolves to its sources; naming conditions drops esbuild's default `module`, so it is named too. */
const SOURCE_CONDITIONS = ['payment-client-source', 'module'];

/** The browser build's options; the tests build the same graph in memory. */
export function browserBuildOptions(root, outdir) {
  return {
    entryPoints: { app: join(root, CLIENT_ENTRY), site: join(root, STYLESHEET_ENTRY) },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: BROWSERS,
    jsx: 'automatic',
    define: PRODUCTION,
    // The site renders on Preact, in the browser and on the server alike, so hydration meets the markup its own renderer wrote.
    alias: REACT_ON_PREACT,
    plugins: [signalsOnPreact, cssAsText, linkedCss],
    // Fonts the stylesheet names are copied beside it under hashed names.
    loader: { '.woff2': 'file' },
    conditions: SOURCE_CONDITIONS,
    // Content hashes in every name: the files are served immutable for a year.
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    legalComments: 'none',
    // Arabic text as UTF-8, not \uXXXX escapes (three times the bytes); module scripts are always decoded as UTF-8.
    charset: 'utf8',
    metafile: true,
    absWorkingDir: root,
    outdir,
  };
}

const buildBrowser = (root, outdir) => esbuild.build(browserBuildOptions(root, outdir));

async function buildServer(root, outdir) {
  await esbuild.build({
    entryPoints: { renderPage: join(root, SERVER_ENTRY) },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    define: PRODUCTION,
    alias: REACT_ON_PREACT,
    plugins: [signalsOnPreact, cssAsText],
    conditions: SOURCE_CONDITIONS,
    // React's server renderer is CommonJS and requires Node's modules; an ES module has no `require` of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    legalComments: 'none',
    absWorkingDir: root,
    outdir,
  });
}

/**
 * What the server render needs to link: the entry, its stylesheet, each language's catalog chunk
 * and each page's chunk.
 */
function assetManifest(metafile, root, outdir) {
  const url = (output) => `${ASSETS_URL}${relative(join(root, outdir), join(root, output)).replaceAll('\\', '/')}`;
  const entry = outputOfEntryPoint(metafile, CLIENT_ENTRY);
  const stylesheet = outputOfEntryPoint(metafile, STYLESHEET_ENTRY);
  const catalogs = Object.fromEntries(Object.entries(CATALOG_ENTRIES).map(([locale, source]) => [locale, url(outputOfEntryPoint(metafile, source))]));
  // Each lazy page's chunk, by the page component's export name.
  const pages = Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([, output]) => output.entryPoint?.startsWith(PAGES_DIR))
      .flatMap(([file, output]) => output.exports.map((name) => [name, url(file)])),
  );
  const fontOutput = (source) => {
    const output = Object.entries(metafile.outputs).find(([, { inputs }]) => source in inputs)?.[0];
    if (!output) throw new Error(`The site's stylesheet no longer uses ${source}: its preload in PAGE_FONTS has nothing to load`);
    return url(output);
  };
  const fonts = Object.fromEntries(Object.entries(PAGE_FONTS).map(([locale, sources]) => [locale, sources.map(fontOutput)]));
  return { entry: url(entry), stylesheets: [url(stylesheet)], catalogs, pages, fonts };
}

/**
 * Builds `dist/host-app` (served: assets and public files), `dist/host-app-server` (the renderer
 * and its manifest, never served) and the first-route folders the size budgets measure.
 */
export async function buildHostApp(root) {
  const dist = join(root, 'dist');
  const assetsDir = join(dist, 'host-app/assets');
  const serverDir = join(dist, 'host-app-server');
  const [{ metafile }] = await Promise.all([buildBrowser(root, assetsDir), buildServer(root, serverDir)]);
  const outdir = relative(root, assetsDir);
  await writeFile(join(serverDir, 'manifest.json'), `${JSON.stringify(assetManifest(metafile, root, outdir), null, 2)}\n`);

  // What a first visit downloads, apart, for the size budgets: the entry, what it imports, the page
  // language's catalog and the page's own chunk with its strings (the payment pages' and their forms', or the player's). The
  // premium page's payment client and the video page's hls.js and three.js load only once used.
  const entry = outputOfEntryPoint(metafile, CLIENT_ENTRY);
  const pages = (locale) => ({
    home: [outputOfEntryPoint(metafile, HOME_PAGE)],
    premium: [outputOfEntryPoint(metafile, PREMIUM_PAGE), outputOfEntryPoint(metafile, pageStrings('payments', locale)), outputOfEntryPoint(metafile, pageStrings('forms', locale))],
    video: [outputOfEntryPoint(metafile, VIDEO_PAGE), outputOfEntryPoint(metafile, pageStrings('player', locale))],
    signin: [outputOfEntryPoint(metafile, SIGN_IN_PAGE), outputOfEntryPoint(metafile, pageStrings('account', locale))],
    ...Object.fromEntries(Object.entries(BROWSE_PAGES).map(([page, source]) => [page, [outputOfEntryPoint(metafile, source)]])),
  });
  const firstRoutes = Object.entries(CATALOG_ENTRIES).flatMap(([locale, catalog]) =>
    Object.entries(pages(locale)).map(([page, chunks]) => [`${page}-${locale}`, [entry, outputOfEntryPoint(metafile, catalog), ...chunks]]),
  );
  await Promise.all(firstRoutes.map(([dir, entryOutput]) => writeFirstRouteFiles({ metafile, entryOutput, outDir: join(dist, FIRST_ROUTES_DIR, dir), workingDir: root })));

  // Static files (default avatars and the like) are served as they are.
  await cp(join(root, 'host-app/client/public'), join(dist, 'host-app'), { recursive: true });
  await precompressDir(join(dist, 'host-app'));
}

/** The folders this build writes, emptied before it runs. */
export const HOST_APP_OUTPUT_DIRS = ['host-app', 'host-app-server', FIRST_ROUTES_DIR];

export async function cleanHostApp(root) {
  await Promise.all(HOST_APP_OUTPUT_DIRS.map((dir) => rm(join(root, 'dist', dir), { recursive: true, force: true, maxRetries: 3 })));
  await mkdir(join(root, 'dist'), { recursive: true });
}
