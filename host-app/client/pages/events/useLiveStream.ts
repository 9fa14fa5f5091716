import { useQuery } from '@tanstack/react-query';
import { loadLiveStream } from '../../api/contentApi';
import { dataOrThrow } from '../../api/productCallError';
import { queryKeys } from '../../api/queryKeys';
import { useProductCaller } from '../../api/useProductCaller';
import { useI18n } from '../../i18n/I18nProvider';
import { useViewerId } from '../../session/useViewerId';

/** A live event's stream for this viewer; under the viewer's key, so a VIP change refetches it as it does videos. */
export function useLiveStream(eventId: string) {
  const call = useProductCaller();
  const viewer = useViewerId();
  const { locale } = useI18n();
  return useQuery({
    queryKey: queryKeys.liveStream(viewer, locale, eventId),
    queryFn: ({ signal }) => loadLiveStream(call, eventId, signal).then(dataOrThrow),
  });
}
