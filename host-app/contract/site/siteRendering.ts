import type { ViewerCountry } from './markets';

/**
 * The contract between the product server and the site's server renderer, a module of the client
 * tree built for Node (`dist/host-app-server/renderPage.js`) beside its asset manifest.
 */

/** What the browser build links, by URL: the entry, its stylesheets and each language's catalog. */
export interface SiteAssetManifest {
  entry: string;
  stylesheets: string[];
  /** Each language's catalog chunk. */
  catalogs: Record<string, string>;
  /** Each lazily loaded page's chunk, by the page component's name. */
  pages: Record<string, string>;
  /** The font files each language's pages preload (a build without fonts lists none). */
  fonts?: Record<string, string[]>;
}

/** A call to the product API from inside the server, answered without a network hop. */
export type InProcessFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

export interface PageRenderRequest {
  /** Path and query of the page, as the browser asked for it. */
  url: string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  origin: string;
  assets: SiteAssetManifest;
  /** The product API, for the page's data. */
  fetch: InProcessFetch;
  /** The deployment's `#site-config` JSON. */
  siteConfig: { brand: string; blockDevTools: boolean };
  /** The viewer's country as the server resolved it from this request (cookie choice, trusted header, address). */
  viewerCountry: ViewerCountry;
}

export interface RenderedPage {
  /** 200, or 404 for an address no page has (or a page whose item does not exist). */
  status: number;
  html: string;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
