import type { Localized } from '../content/localized';
import { CAPTION_CUE_SECONDS } from './videoProfile';

/** The caption languages of every regular and 360° sample video. */
export const CAPTION_LANGUAGES = ['en', 'ar'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

const PART: Record<CaptionLanguage, (title: string, part: number) => string> = {
  en: (title, part) => `${title}, part ${part}`,
  ar: (title, part) => `${title}، الجزء ${part}`,
};

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const hh = String(Math.floor(whole / 3600)).padStart(2, '0');
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  const ms = String(Math.round((seconds - whole) * 1000)).padStart(3, '0');
  return `${hh}:${mm}:${ss}.${ms}`;
};

/** A WebVTT file with one cue every few seconds naming the video and the part, in one language. */
export function captionsFile(title: Localized, language: CaptionLanguage, seconds: number): string {
  const cues = ['WEBVTT', ''];
  for (let start = 0, part = 1; start < seconds; start += CAPTION_CUE_SECONDS, part += 1) {
    const end = Math.min(seconds, start + CAPTION_CUE_SECONDS);
    cues.push(String(part), `${timestamp(start)} --> ${timestamp(end)}`, PART[language](title[language], part), '');
  }
  return cues.join('\n');
}
