// The media-chrome elements the player uses, each defined on import; this module loads when a
// player shows its controls, so no other page carries them.
import { mediaChromeDefinitions, stopAdoptingShadowStyles } from './prepareMediaChrome';
import 'media-chrome/dist/media-controller.js';
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-seek-backward-button.js';
import 'media-chrome/dist/media-seek-forward-button.js';
import 'media-chrome/dist/media-mute-button.js';
import 'media-chrome/dist/media-volume-range.js';
import 'media-chrome/dist/media-time-range.js';
import 'media-chrome/dist/media-time-display.js';
import 'media-chrome/dist/media-preview-thumbnail.js';
import 'media-chrome/dist/media-preview-time-display.js';
import 'media-chrome/dist/media-pip-button.js';
import 'media-chrome/dist/media-fullscreen-button.js';
import 'media-chrome/dist/media-loading-indicator.js';
import 'media-chrome/dist/menu/media-settings-menu.js';
import 'media-chrome/dist/menu/media-settings-menu-button.js';
import 'media-chrome/dist/menu/media-settings-menu-item.js';
import 'media-chrome/dist/menu/media-chrome-menu.js';
import 'media-chrome/dist/menu/media-chrome-menu-item.js';
import 'media-chrome/dist/menu/media-captions-menu.js';
import 'media-chrome/dist/menu/media-playback-rate-menu.js';

// Undone in the reverse order of their wrapping: the queue wraps the adopting define, and stopping
// it puts that define back, so adopting stops after it.
mediaChromeDefinitions.stop();
stopAdoptingShadowStyles();

/** Settles once every element above is defined, one a task (definitionsInTurn.ts). */
export const whenMediaChromeDefined = () => mediaChromeDefinitions.whenDone();

export { setMediaChromeLanguage } from './prepareMediaChrome';
