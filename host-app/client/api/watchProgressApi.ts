import { API_PATHS } from '../../contract/http/apiPaths';
import type { ContinueWatchingItem, WatchProgress, WatchProgressUpdate } from '../../contract/content/contentTypes';
import type { ProductCaller } from './useProductCaller';

/** The signed-in viewer's unfinished videos, the most recently watched first. */
export const loadContinueWatching = (call: ProductCaller, signal?: AbortSignal) => call<ContinueWatchingItem[]>({ path: API_PATHS.continueWatching, signal });

/** The signed-in viewer's place in one video; null when they never watched it. */
export const loadWatchProgress = (call: ProductCaller, videoId: string, signal?: AbortSignal) => call<WatchProgress | null>({ path: API_PATHS.watchProgress(videoId), signal });

export const saveWatchProgress = (call: ProductCaller, videoId: string, update: WatchProgressUpdate) =>
  call<WatchProgress>({ method: 'POST', path: API_PATHS.watchProgress(videoId), body: { ...update } });
