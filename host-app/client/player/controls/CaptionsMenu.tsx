import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { showCaptions } from '../mediaCommands';
import type { MediaHandle } from '../playbackSignals';
import { captionLanguageKey } from '../captionLanguages';
import type { PlayerTranslate } from '../playerMessages';
import type { PlayerStream } from '../playerVideo';

const OFF = 'off';

/** Captions off or in one of the stream's languages. */
export function CaptionsMenu({ handle, captions, t }: { handle: MediaHandle; captions: NonNullable<PlayerStream['captions']>; t: PlayerTranslate }) {
  const id = useId();
  useSignals();
  const shown = handle.playback.captions.value;
  return (
    <span className="player-Menu">
      <label htmlFor={id}>{t('player.captions')}</label>
      <select id={id} value={shown ?? OFF} onChange={(event) => showCaptions(handle.media, event.currentTarget.value === OFF ? null : event.currentTarget.value)}>
        <option value={OFF}>{t('player.captionsOff')}</option>
        {captions.map((track) => (
          <option key={track.language} value={track.language} lang={track.language}>
            {languageName(track.language, t)}
          </option>
        ))}
      </select>
    </span>
  );
}

function languageName(language: string, t: PlayerTranslate): string {
  const key = captionLanguageKey(language);
  return key ? t(key) : language;
}
