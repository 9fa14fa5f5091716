import { useQuery } from '@tanstack/react-query';
import { useSiteQueries } from '../../api/siteQueries';
import { useViewerCountry } from '../../geo/useViewerCountry';

/** The home answer for the page's language and the viewer's country (AE by default, PR-PAY-6, PR-CONTENT-6). */
export function useHomeData() {
  const queries = useSiteQueries();
  return useQuery(queries.home(useViewerCountry()));
}
