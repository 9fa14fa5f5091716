import type { DehydratedState } from '@tanstack/react-query';
import { LOCALES, textDirection, type Locale } from '../i18n/translate';
import { localizedPath, splitLocale } from '../routing/localePath';
import type { SiteConfig } from '../config/siteConfig';
import type { SiteAssetManifest } from '../../contract/site/siteRendering';
import type { ImagePreload, PageMeta } from './pageMeta';

/** Where main.tsx finds the answers the server fetched, and the deployment's configuration. */
export const QUERY_STATE_ID = 'query-state';
export const SITE_CONFIG_ID = 'site-config';

const OPEN_GRAPH_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_US', ar: 'ar_AE' };

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
/** JSON inside a data block: no `</script>` or comment opener can end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** Only its format's browsers act on it (`type`), and they pick the width `imagesrcset` and `imagesizes` pick. */
const imagePreloadTag = ({ href, type, srcset, sizes }: ImagePreload) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}" type="${escapeHtml(type)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;

export interface DocumentParts {
  locale: Locale;
  address: URL;
  /** The rendered tree, the content of `#root`. */
  body: string;
  meta: PageMeta;
  /** The site's description, for pages that have none of their own. */
  description: string;
  assets: SiteAssetManifest;
  /** The page's own lazily loaded chunk, if it has one. */
  pageChunk?: string;
  siteConfig: SiteConfig;
  queryState: DehydratedState;
}

/**
 * The whole page around the rendered tree. No inline script or style: the answers and the
 * configuration travel in JSON data blocks, which the site's CSP does not run.
 */
export function documentHtml({ locale, address, body, meta, description, assets, pageChunk, siteConfig, queryState }: DocumentParts): string {
  const { path } = splitLocale(address.pathname);
  const url = (pathname: string) => new URL(pathname + address.search, address.origin).href;
  const canonical = url(address.pathname);
  const text = meta.description ?? description;
  const image = meta.image ? new URL(meta.image, address.origin).href : null;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title ?? '')}</title>`,
    `<meta name="description" content="${escapeHtml(text)}">`,
    '<link rel="icon" href="data:,">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(url(localizedPath(other, path)))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(localizedPath('en', path)))}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title ?? '')}">`,
    `<meta property="og:description" content="${escapeHtml(text)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[locale]}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`] : []),
    // Fonts are fetched in CORS mode, so their preload is too, or the browser fetches them twice.
    ...(assets.fonts?.[locale] ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(meta.preloadImage ? [imagePreloadTag(meta.preloadImage)] : []),
    // The page language's catalog and the page's own chunk, which the entry imports only once it runs,
    // download beside the entry. What these three import statically, the browser finds as each arrives:
    // a preload link for each of the fifty or so shared chunks cost a phone's parser more before the
    // first paint than the round trip it saves.
    ...[assets.catalogs[locale], pageChunk].flatMap((href) => (href ? [`<link rel="modulepreload" href="${href}">`] : [])),
    `<script type="module" src="${assets.entry}"></script>`,
    `<script type="application/json" id="${SITE_CONFIG_ID}">${jsonForScript(siteConfig)}</script>`,
    `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(queryState)}</script>`,
  ];
  return `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}" data-brand="${siteConfig.brand}"><head>${head.join('')}</head><body><div id="root">${body}</div></body></html>`;
}
