import ads from './ads.json';
import browse from './browse.json';
import discovery from './discovery.json';
import site from './site.json';

/**
 * The English catalog's namespaces, in one chunk that loads when the language is chosen. The
 * player's strings (player.json) load apart, with the pages that play video (loadPlayerStrings),
 * and the help chat's (help.json) with the chat's own chunk (loadHelpStrings).
 */
export const catalog = { site, ads, browse, discovery };
