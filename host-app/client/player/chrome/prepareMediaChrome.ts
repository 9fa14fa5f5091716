import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { LOCALES } from '../../i18n/translate';
import { JUMP_STEP_SECONDS } from '../keyboardShortcuts';
import { playerTranslator } from '../playerMessages';
import { defineInTurn } from './definitionsInTurn';
import { mediaChromeLabels } from './mediaChromeLabels';
import { adoptShadowStylesOnDefine } from './shadowStyleSheets';

/**
 * Names media-chrome's controls in `locale`. media-chrome keeps one language for the page and
 * reads it as each control is created, so this runs before any is.
 */
export function setMediaChromeLanguage(locale: string): void {
  const known = LOCALES.find((item) => item === locale);
  if (!known) return;
  addTranslation(known, mediaChromeLabels(playerTranslator(known), JUMP_STEP_SECONDS));
  setLanguage(locale);
}

// Imported before media-chrome's element modules: they define their elements as they load, and
// the player's elements already in the page upgrade right then, in the page's language and with
// their styles admitted by the CSP.
setMediaChromeLanguage(document.documentElement.lang);
export const stopAdoptingShadowStyles = adoptShadowStylesOnDefine('media-');
// Wraps the define above: each queued definition is adopted as it is made.
export const mediaChromeDefinitions = defineInTurn('media-');
