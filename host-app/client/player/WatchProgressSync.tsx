import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../api/queryKeys';
import { useSiteQueries } from '../api/siteQueries';
import { useProductCaller } from '../api/useProductCaller';
import { saveWatchProgress } from '../api/watchProgressApi';
import { useViewerId } from '../session/useViewerId';
import { useLatest } from '../hooks/useLatest';
import type { MediaHandle } from './playbackSignals';

/** While playing, the position is saved once per this many seconds watched; pausing and leaving save at once. */
export const SAVE_EVERY_SECONDS = 10;

export interface WatchProgressSyncProps {
  videoId: string;
  /** The playing media, once the view has one. */
  handle: MediaHandle | null;
  /** Told once where to start: the saved place, or 0 (never watched, finished, or the read failed). */
  onStartAt(seconds: number): void;
}

/**
 * A signed-in viewer's place in an on-demand video, kept on the server: read before playback
 * starts, saved as the video plays. Renders nothing.
 */
export function WatchProgressSync({ videoId, handle, onStartAt }: WatchProgressSyncProps) {
  const saved = useQuery(useSiteQueries().watchProgress(videoId));
  const onStartAtRef = useLatest(onStartAt);
  const settled = saved.isSuccess || saved.isError;
  const startAt = saved.data?.resumeAtSeconds ?? 0;
  useEffect(() => {
    if (settled) onStartAtRef.current(startAt);
    // Once per video: later refetches must not move a video that is already playing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, videoId]);
  useSaveWatchProgress(videoId, handle);
  return null;
}

function useSaveWatchProgress(videoId: string, handle: MediaHandle | null) {
  const call = useProductCaller();
  const viewer = useViewerId();
  const queryClient = useQueryClient();
  const callRef = useLatest(call);
  useEffect(() => {
    if (!handle) return;
    const media = handle.media;
    // The last place seen: on leaving, the element may already be detached from its stream.
    let position = media.currentTime;
    let duration = media.duration;
    // Where playback started counts as saved: the first save comes after ten seconds watched, or a pause.
    let savedAt = position;
    const save = () => {
      if (!(Number.isFinite(duration) && duration > 0) || position === savedAt) return;
      savedAt = position;
      void saveWatchProgress(callRef.current, videoId, { positionSeconds: Math.min(position, duration), durationSeconds: duration }).then((result) => {
        if (!result.ok) return;
        queryClient.setQueryData(queryKeys.watchProgress(viewer, videoId), result.data);
        void queryClient.invalidateQueries({ queryKey: queryKeys.continueWatchingAll(viewer) });
      });
    };
    const onTime = () => {
      position = media.currentTime;
      if (Number.isFinite(media.duration)) duration = media.duration;
      if (!media.paused && Math.abs(position - savedAt) >= SAVE_EVERY_SECONDS) save();
    };
    const onStop = () => {
      onTime();
      save();
    };
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', onStop);
    media.addEventListener('ended', onStop);
    window.addEventListener('pagehide', save);
    return () => {
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', onStop);
      media.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [videoId, handle, viewer, queryClient, callRef]);
}
