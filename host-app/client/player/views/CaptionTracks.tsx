import { captionLanguageKey } from '../captionLanguages';
import type { PlayerTranslate } from '../playerMessages';
import type { PlayerStream } from '../playerVideo';

/** The stream's WebVTT captions as <track> elements, hidden until the viewer turns one on. */
export function CaptionTracks({ captions = [], t }: { captions: PlayerStream['captions']; t: PlayerTranslate }) {
  return (
    <>
      {captions.map((track) => (
        <track key={track.language} kind="captions" src={track.url} srcLang={track.language} label={captionLabel(track.language, t)} />
      ))}
    </>
  );
}

function captionLabel(language: string, t: PlayerTranslate): string {
  const key = captionLanguageKey(language);
  return key ? t(key) : language;
}
