import type { SiteMessageKey } from '../i18n/messageKeys';
import { SITE_ROUTES } from '../../contract/site/sitePaths';

/** The company and legal pages every page links to from its footer, in the order they are listed. */
export const LEGAL_LINKS: readonly { href: string; label: SiteMessageKey }[] = [
  { href: SITE_ROUTES.whoWeAre, label: 'legal.whoWeAre' },
  { href: SITE_ROUTES.partners, label: 'legal.partners' },
  { href: SITE_ROUTES.communityGuidelines, label: 'legal.community' },
  { href: SITE_ROUTES.termsConditions, label: 'legal.terms' },
  { href: SITE_ROUTES.privacyPolicy, label: 'legal.privacy' },
];
