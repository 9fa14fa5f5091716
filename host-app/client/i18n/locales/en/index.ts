import ads from './ads.json';
import help from './help.json';
import player from './player.json';
import site from './site.json';

/** Every namespace of the English catalog, in one chunk that loads when the language is chosen. */
export const catalog = { site, player, help, ads };
