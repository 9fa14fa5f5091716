import { useEffect, useLayoutEffect } from 'react';
import { useBrand } from '../config/SiteConfigProvider';
import { useI18n } from '../i18n/I18nProvider';
import { usePageMeta } from '../server/pageMeta';

/**
 * "Page · Brand" in the tab, so each screen is announced and bookmarked by its own name. The
 * frame sets the route's title in a layout effect; a page naming itself (a video's title) uses
 * the default passive effect, which runs after it and wins.
 */
export function usePageTitle(page: string | null, phase: 'frame' | 'page' = 'page'): void {
  const { t } = useI18n();
  const brand = useBrand();
  const useTitleEffect = phase === 'frame' ? useLayoutEffect : useEffect;
  const brandName = t(`brand.${brand.id}`);
  const title = page ? t('page.title', { page, brand: brandName }) : brandName;
  // A server render writes it into the page's <title>; in the browser the effect keeps it current.
  usePageMeta({ title });
  useTitleEffect(() => {
    document.title = title;
  }, [title]);
}
