import type { PlayerMessageKey } from './playerMessages';

/** How the player names each caption language (the site's two). */
const LANGUAGE_NAMES: Record<string, PlayerMessageKey> = { en: 'player.captionsEnglish', ar: 'player.captionsArabic' };

export function captionLanguageKey(language: string): PlayerMessageKey | null {
  return LANGUAGE_NAMES[language] ?? null;
}
