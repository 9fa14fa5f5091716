import { MEDIA_EVENT_STATES, type MediaEventName, type PlayerState } from './playerStates';

/** Reports the player state each media event stands for; returns the unbinding. */
export function bindMediaStates(media: HTMLMediaElement, onState: (state: PlayerState) => void): () => void {
  const handlers = (Object.keys(MEDIA_EVENT_STATES) as MediaEventName[]).map((name) => {
    const handler = () => onState(MEDIA_EVENT_STATES[name]);
    media.addEventListener(name, handler);
    return () => media.removeEventListener(name, handler);
  });
  return () => handlers.forEach((remove) => remove());
}

/** Fullscreen and CloseFullscreen as the player's container enters and leaves fullscreen. */
export function bindFullscreenStates(container: Element, onState: (state: PlayerState) => void, doc: Document = document): () => void {
  let wasFullscreen = doc.fullscreenElement === container;
  const handler = () => {
    const isFullscreen = doc.fullscreenElement === container;
    if (isFullscreen === wasFullscreen) return;
    wasFullscreen = isFullscreen;
    onState(isFullscreen ? 'Fullscreen' : 'CloseFullscreen');
  };
  doc.addEventListener('fullscreenchange', handler);
  return () => doc.removeEventListener('fullscreenchange', handler);
}
