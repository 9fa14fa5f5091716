import type { SiteMessageKey } from '../i18n/messageKeys';
import { SITE_ROUTES } from '../../contract/site/sitePaths';

/** The discovery screens every page links to from its footer, in the order they are listed. */
export const DISCOVER_LINKS: readonly { href: string; label: SiteMessageKey }[] = [
  { href: SITE_ROUTES.explore, label: 'screens.explore' },
  { href: SITE_ROUTES.showcase, label: 'screens.showcase' },
  { href: SITE_ROUTES.featuredReplay, label: 'screens.featuredReplay' },
  { href: SITE_ROUTES.peopleWeLove, label: 'screens.peopleWeLove' },
  { href: SITE_ROUTES.teleportNow, label: 'screens.teleportNow' },
];
