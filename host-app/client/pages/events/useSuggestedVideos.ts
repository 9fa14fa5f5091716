import { useQuery } from '@tanstack/react-query';
import { loadEventSuggestedVideos } from '../../api/contentApi';
import { dataOrThrow } from '../../api/productCallError';
import { queryKeys } from '../../api/queryKeys';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';

/** The videos an event suggests, the same for every viewer. */
export function useSuggestedVideos(eventId: string) {
  const call = useProductCaller();
  const { locale } = useI18n();
  return useQuery({
    queryKey: queryKeys.eventSuggestedVideos(locale, eventId),
    queryFn: ({ signal }) => loadEventSuggestedVideos(call, eventId, signal).then(dataOrThrow),
  });
}
