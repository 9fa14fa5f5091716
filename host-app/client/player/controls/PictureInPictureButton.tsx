import { useSignals } from '@preact/signals-react/runtime';
import type { MediaHandle } from '../playbackSignals';
import type { PlayerTranslate } from '../playerMessages';

/** Picture-in-picture, where the browser offers it for this video. */
export function PictureInPictureButton({ handle, t }: { handle: MediaHandle; t: PlayerTranslate }) {
  useSignals();
  const active = handle.playback.pictureInPicture.value;
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
