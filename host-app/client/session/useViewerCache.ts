import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isVip, useAuthSessionSelector } from 'payment-client/auth-session';
import { queryKeys } from '../api/queryKeys';
import { useViewerId } from './useViewerId';

/**
 * Signing in or out drops everything cached for the previous viewer, so nobody sees another
 * person's answers. A VIP change refetches what VIP changes: the video details and their access.
 * (Ads follow the session's VIP flag themselves.)
 */
export function useViewerCache(): void {
  const queryClient = useQueryClient();
  const viewer = useViewerId();
  const vip = useAuthSessionSelector(isVip);
  const previous = useRef({ viewer, vip });

  useEffect(() => {
    const before = previous.current;
    previous.current = { viewer, vip };
    if (before.viewer !== viewer) queryClient.removeQueries({ queryKey: queryKeys.viewer(before.viewer) });
    else if (before.vip !== vip) void queryClient.invalidateQueries({ queryKey: queryKeys.videos(viewer) });
  }, [queryClient, viewer, vip]);
}
