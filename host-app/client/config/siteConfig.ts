import * as z from 'zod/mini';
import { ACTIVE_BRAND_VARIANT, BRAND_VARIANTS, type BrandVariantId } from '../../contract/site/brandVariants';

/**
 * Build-time site configuration, read from the JSON block in index.html (`#site-config`), so one
 * build serves any brand variant: the server or the deployment rewrites that block, no rebuild.
 */
const SiteConfigSchema = z.object({
  brand: z.optional(z.enum(Object.keys(BRAND_VARIANTS) as [BrandVariantId, ...BrandVariantId[]])),
  // Development builds turn this off to keep the browser's developer tools usable.
  blockDevTools: z.optional(z.boolean()),
});

export interface SiteConfig {
  brand: BrandVariantId;
  blockDevTools: boolean;
}

/** The reviewed build is the streaming variant (PR-SITE-2). */
export const DEFAULT_SITE_CONFIG: SiteConfig = { brand: ACTIVE_BRAND_VARIANT, blockDevTools: true };

export function parseSiteConfig(text: string | null | undefined): SiteConfig {
  if (!text) return DEFAULT_SITE_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('The #site-config block of index.html is not valid JSON.');
  }
  const parsed = z.safeParse(SiteConfigSchema, raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`The #site-config block of index.html has invalid fields: ${fields}. brand is general-video, streaming or sports; blockDevTools is a boolean.`);
  }
  return { ...DEFAULT_SITE_CONFIG, ...stripUndefined(parsed.data) };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function readSiteConfig(doc: Document = document): SiteConfig {
  return parseSiteConfig(doc.getElementById('site-config')?.textContent);
}
