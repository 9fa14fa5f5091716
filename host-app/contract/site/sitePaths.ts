import type { BrandVariant } from './brandVariants';

/**
 * The site's page routes (PR-PAGE-1, PR-PAGE-2 and the screens this site adds), as wouter
 * patterns in the default locale. Links are built from the same strings with `sitePath`, so a link
 * and the route it opens cannot drift apart; the subscription landing path is the brand variant's.
 */
export const SITE_ROUTES = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  phoneSignIn: '/phone-login',
  /** Sign in with Apple and Login with Snapchat: where each starts, and where it comes back when it failed. */
  appleSignIn: '/signin/apple',
  snapchatSignIn: '/signin/snapchat',
  /** Where an identity provider's sign-in comes back when it succeeded: the site picks up the session. */
  identitySignInDone: '/signin/complete',
  search: '/search',
  categories: '/categories',
  category: '/category/:categoryId',
  channels: '/channels',
  channel: '/channels/:channelId',
  video: '/video/:videoId',
  events: '/events',
  explore: '/explore',
  showcase: '/showcase',
  featuredReplay: '/featured-replay',
  peopleWeLove: '/people-we-love',
  teleportNow: '/teleport-now',
  /** A campaign's page (News, Sindalah Island…), by the collection's slug. */
  collection: '/collections/:slug',
  liveEvent: '/live/:eventId',
  upcomingEvent: '/upcoming/:eventId',
  loginSettings: '/profile-settings/login',
  interestsSettings: '/profile-settings/interests',
  subscriptionSettings: '/profile-settings/subscription',
  /** A video's player alone, for other sites to frame (only the origins the server allows may). */
  embedVideo: '/embed/video/:videoId',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-and-conditions',
  communityGuidelines: '/community-guidelines',
  whoWeAre: '/who-we-are',
  partners: '/partners',
  /** PR-PAGE-2: where the browser comes back after a 3-D Secure redirect. */
  redirect3ds: '/adsjourney/redirect3ds',
  notFound: '/404',
  serverError: '/500',
} as const;

/** The subscription settings' "Change card" section, which the dunning banner links to. */
export const CARD_CHANGE_ANCHOR = 'change-card';

const withId = (route: string, id: string) => route.replace(/:\w+$/, encodeURIComponent(id));

/** Addresses of pages that take an id, in the default locale (the locale router adds /ar). */
export const sitePath = {
  category: (categoryId: string) => withId(SITE_ROUTES.category, categoryId),
  channel: (channelId: string) => withId(SITE_ROUTES.channel, channelId),
  video: (videoId: string) => withId(SITE_ROUTES.video, videoId),
  embedVideo: (videoId: string) => withId(SITE_ROUTES.embedVideo, videoId),
  collection: (slug: string) => withId(SITE_ROUTES.collection, slug),
  liveEvent: (eventId: string) => withId(SITE_ROUTES.liveEvent, eventId),
  upcomingEvent: (eventId: string) => withId(SITE_ROUTES.upcomingEvent, eventId),
  /** Sign in, then come back to `next` (a path of this site). */
  signIn: (next?: string) => (next ? `${SITE_ROUTES.signIn}?next=${encodeURIComponent(next)}` : SITE_ROUTES.signIn),
  /** The brand's subscription landing path; after paying, its "watch" link goes back to `next` (a path of this site). */
  subscription: (brand: Pick<BrandVariant, 'subscriptionPath'>, next?: string) =>
    next ? `${brand.subscriptionPath}?next=${encodeURIComponent(next)}` : brand.subscriptionPath,
} as const;

/**
 * Where to go after signing in: only a path of this site (`/...`), never another origin
 * (`//evil.example`, `/\\evil.example`, `https://...`), so the sign-in pages cannot be an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return /[\u0000-\u001f]/.test(next) ? null : next;
}
