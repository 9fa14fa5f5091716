import type { MediaHandle } from '../playbackStore';
import type { PlayerTranslate } from '../playerMessages';
import { usePlayback } from '../usePlayback';

/** Picture-in-picture, where the browser offers it for this video. */
export function PictureInPictureButton({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  const active = usePlayback(handle.playback, (s) => s.pictureInPicture);
  const video = handle.media;
  if (!handle.canFloat || !(video instanceof HTMLVideoElement) || !document.pictureInPictureEnabled || video.disablePictureInPicture) return null;
  const toggle = () => {
    const request = active ? document.exitPictureInPicture() : video.requestPictureInPicture();
    void request.catch(() => undefined);
  };
  return (
    <button type="button" className="player-Button" data-action="picture-in-picture" aria-pressed={active} onClick={toggle}>
      {active ? t('player.exitPictureInPicture') : t('player.pictureInPicture')}
    </button>
  );
}
