import { createContext, useContext } from 'react';

/** What a server-rendered page says about itself: its status, and the head tags built from it. */
export interface PageMeta {
  status: number;
  title: string | null;
  description: string | null;
  /** An absolute or site-relative image URL for link previews (a video's poster). */
  image: string | null;
  /** Open Graph type: `video.other` on video pages. */
  type: 'website' | 'video.other';
  /** The page's largest picture above the fold, preloaded from the head so it starts with the stylesheet. */
  preloadImage: ImagePreload | null;
}

/** One format of a responsive picture, as a `<link rel="preload" as="image">` names it. */
export interface ImagePreload {
  href: string;
  type: string;
  srcset: string;
  sizes: string;
}

export const newPageMeta = (): PageMeta => ({ status: 200, title: null, description: null, image: null, type: 'website', preloadImage: null });

/**
 * Present only in a server render, where head tags and the status are written once the tree has
 * rendered; in the browser the hooks that write here do nothing and effects keep `document` current.
 */
export const PageMetaContext = createContext<PageMeta | null>(null);

/**
 * Records what the page knows about itself while it renders on the server. Parents render before
 * children, so a page's own values win over its frame's.
 */
export function usePageMeta(meta: Partial<PageMeta>): void {
  const collector = useContext(PageMetaContext);
  if (!collector) return;
  for (const [key, value] of Object.entries(meta) as [keyof PageMeta, PageMeta[keyof PageMeta]][]) {
    if (value === undefined || value === null) continue;
    // The first picture marked for preloading is the one highest on the page.
    if (key === 'preloadImage' && collector.preloadImage) continue;
    (collector as unknown as Record<string, unknown>)[key] = value;
  }
}
