import type { ComponentType } from 'react';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import type { BrandVariant } from '../../contract/site/brandVariants';
import type { ScreenName } from '../analytics';
import type { SiteMessageKey } from '../i18n/messageKeys';
import type { Locale } from '../i18n/translate';
import { warmIntlFormats } from '../i18n/intlFormats';
import { loadAccountStrings, loadPaymentStrings, loadPlayerStrings } from '../i18n/siteI18n';
import type { LayoutSettings } from '../shell/Layout';
import { SITE_ROUTES, sitePath } from '../../contract/site/sitePaths';

/** One screen of the site: where it lives, what analytics calls it and how it is framed (PR-PAGE-1, PR-PAGE-3, PR-ANALYTICS-3). */
export interface SiteRoute {
  path: string;
  page: ComponentType;
  title: SiteMessageKey;
  /** Reported as a page view when the page opens; screens the spec does not name report none. */
  screen?: ScreenName;
  /** The page renders bare, without header, footer or help. */
  hideLayout?: boolean;
  /** The page keeps the layout but not the help chat button. */
  hideHelp?: boolean;
  /** Error pages render bare and never load the help chat. */
  errorPage?: boolean;
  /** Who may see it: the others are sent to sign in, or home. */
  access?: 'signedIn' | 'signedOut';
  layout?: LayoutSettings;
}

import { lazyPage as named } from './lazyPage';

// Every page, home included, is a chunk of its own: a first visit downloads the shell and its own page only.

// Pages that play video load the player's strings with their chunk, and the account and payment pages theirs.
const playerStrings = (locale: Locale) => loadPlayerStrings(locale);
const accountStrings = (locale: Locale) => loadAccountStrings(locale);
const paymentStrings = (locale: Locale) => loadPaymentStrings(locale);
const subscriptionStrings = async (locale: Locale) => void (await Promise.all([loadAccountStrings(locale), loadPaymentStrings(locale)]));
// Pages that write dates or prices as they first render: the browser's locale data loads in a task
// of its own while their chunk downloads, not inside hydration (i18n/intlFormats.ts). The others
// (home among them) format through no Intl object as they hydrate, so they leave it for later.
const withIntl =
  (strings?: (locale: Locale) => Promise<void>) =>
  (locale: Locale): Promise<void> => {
    warmIntlFormats(locale);
    return strings ? strings(locale) : Promise.resolve();
  };

const HomePage = named(() => import('../pages/home/HomePage'), 'HomePage');
const SignInPage = named(() => import('../pages/auth/SignInPage'), 'SignInPage', accountStrings);
const SignUpPage = named(() => import('../pages/auth/SignUpPage'), 'SignUpPage', accountStrings);
const ForgotPasswordPage = named(() => import('../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage', accountStrings);
const PhoneSignInPage = named(() => import('../pages/auth/PhoneSignInPage'), 'PhoneSignInPage', accountStrings);
const AppleSignInPage = named(() => import('../pages/auth/IdentityProviderPage'), 'AppleSignInPage', accountStrings);
const SnapchatSignInPage = named(() => import('../pages/auth/IdentityProviderPage'), 'SnapchatSignInPage', accountStrings);
const IdentitySignInDonePage = named(() => import('../pages/auth/IdentitySignInDonePage'), 'IdentitySignInDonePage', accountStrings);
const SearchPage = named(() => import('../pages/search/SearchPage'), 'SearchPage');
const CategoryListPage = named(() => import('../pages/discovery/CategoryListPage'), 'CategoryListPage');
const EventsPage = named(() => import('../pages/discovery/EventsPage'), 'EventsPage', withIntl());
const ExplorePage = named(() => import('../pages/discovery/DiscoveryScreenPages'), 'ExplorePage');
const ShowcasePage = named(() => import('../pages/discovery/DiscoveryScreenPages'), 'ShowcasePage');
const FeaturedReplayPage = named(() => import('../pages/discovery/DiscoveryScreenPages'), 'FeaturedReplayPage');
const PeopleWeLovePage = named(() => import('../pages/discovery/DiscoveryScreenPages'), 'PeopleWeLovePage');
const TeleportNowPage = named(() => import('../pages/discovery/DiscoveryScreenPages'), 'TeleportNowPage');
const CollectionPage = named(() => import('../pages/collections/CollectionPage'), 'CollectionPage');
const CategoryPage = named(() => import('../pages/category/CategoryPage'), 'CategoryPage');
const ChannelListPage = named(() => import('../pages/channels/ChannelListPage'), 'ChannelListPage');
const ChannelDetailsPage = named(() => import('../pages/channels/ChannelDetailsPage'), 'ChannelDetailsPage');
const VideoPage = named(() => import('../pages/video/VideoPage'), 'VideoPage', playerStrings);
const LiveEventPage = named(() => import('../pages/events/EventPage'), 'LiveEventPage', withIntl(playerStrings));
const UpcomingEventPage = named(() => import('../pages/events/EventPage'), 'UpcomingEventPage', withIntl(playerStrings));
const LoginSettingsPage = named(() => import('../pages/settings/LoginSettingsPage'), 'LoginSettingsPage', accountStrings);
const InterestsPage = named(() => import('../pages/settings/InterestsPage'), 'InterestsPage', accountStrings);
const SubscriptionPage = named(() => import('../pages/settings/SubscriptionPage'), 'SubscriptionPage', withIntl(subscriptionStrings));
const PremiumLandingPage = named(() => import('../pages/premium/PremiumLandingPage'), 'PremiumLandingPage', withIntl(paymentStrings));
const Redirect3dsPage = named(() => import('../pages/premium/Redirect3dsPage'), 'Redirect3dsPage', paymentStrings);
const EmbeddedVideoPage = named(() => import('../pages/video/EmbeddedVideoPage'), 'EmbeddedVideoPage', playerStrings);
const PrivacyPolicyPage = named(() => import('../pages/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const TermsConditionsPage = named(() => import('../pages/legal/TermsConditionsPage'), 'TermsConditionsPage');
const CommunityGuidelinesPage = named(() => import('../pages/legal/CommunityGuidelinesPage'), 'CommunityGuidelinesPage');
const WhoWeArePage = named(() => import('../pages/legal/WhoWeArePage'), 'WhoWeArePage');
const PartnersPage = named(() => import('../pages/legal/PartnersPage'), 'PartnersPage');
const NotFoundPage = named(() => import('../pages/errors/NotFoundPage'), 'NotFoundPage');
const ServerErrorPage = named(() => import('../pages/errors/ServerErrorPage'), 'ServerErrorPage');

export const NOT_FOUND_ROUTE: SiteRoute = { path: SITE_ROUTES.notFound, page: NotFoundPage, title: 'error.notFound.title', errorPage: true };
export const SERVER_ERROR_ROUTE: SiteRoute = { path: SITE_ROUTES.serverError, page: ServerErrorPage, title: 'error.server.title', errorPage: true };

/** The route table; the subscription landing path depends on the brand variant. */
export function siteRoutes(brand: BrandVariant): SiteRoute[] {
  return [
    { path: SITE_ROUTES.home, page: HomePage, title: 'home.title', screen: 'Home' },
    { path: SITE_ROUTES.signIn, page: SignInPage, title: 'auth.signIn.title', screen: 'Login', hideLayout: true, access: 'signedOut' },
    { path: SITE_ROUTES.signUp, page: SignUpPage, title: 'auth.signUp.title', screen: 'Signup', hideLayout: true, access: 'signedOut' },
    { path: SITE_ROUTES.forgotPassword, page: ForgotPasswordPage, title: 'auth.forgot.title', screen: 'Forgot_Password', hideLayout: true, access: 'signedOut' },
    { path: SITE_ROUTES.phoneSignIn, page: PhoneSignInPage, title: 'auth.phone.title', screen: 'Phone_Authentication', hideLayout: true, access: 'signedOut' },
    // Each provider's page: the start of its sign-in, and where a failed one comes back.
    { path: SITE_ROUTES.appleSignIn, page: AppleSignInPage, title: 'auth.apple.title', screen: 'Apple_Login', hideLayout: true, access: 'signedOut' },
    { path: SITE_ROUTES.snapchatSignIn, page: SnapchatSignInPage, title: 'auth.snapchat.title', screen: 'Snapchat_Login', hideLayout: true, access: 'signedOut' },
    // A provider's successful sign-in: the site authenticates with the session it opened, then goes on to `next`.
    { path: SITE_ROUTES.identitySignInDone, page: IdentitySignInDonePage, title: 'auth.identityDone.title', screen: 'Authenticate', hideLayout: true, access: 'signedOut' },
    { path: SITE_ROUTES.search, page: SearchPage, title: 'search.title', screen: 'Search' },
    { path: SITE_ROUTES.categories, page: CategoryListPage, title: 'home.categories', screen: 'Category' },
    { path: SITE_ROUTES.category, page: CategoryPage, title: 'category.title', screen: 'Category_Details' },
    { path: SITE_ROUTES.channels, page: ChannelListPage, title: 'channels.title', screen: 'Channel_List' },
    { path: SITE_ROUTES.channel, page: ChannelDetailsPage, title: 'channels.title', screen: 'Channel_Details' },
    // The chat bubble would sit over the player controls.
    { path: SITE_ROUTES.video, page: VideoPage, title: 'video.title', screen: 'Video_Player', hideHelp: true },
    { path: SITE_ROUTES.events, page: EventsPage, title: 'events.title' },
    { path: SITE_ROUTES.explore, page: ExplorePage, title: 'screens.explore', screen: 'Explore' },
    { path: SITE_ROUTES.showcase, page: ShowcasePage, title: 'screens.showcase', screen: 'Showcase' },
    { path: SITE_ROUTES.featuredReplay, page: FeaturedReplayPage, title: 'screens.featuredReplay', screen: 'Featured_Replay' },
    { path: SITE_ROUTES.peopleWeLove, page: PeopleWeLovePage, title: 'screens.peopleWeLove', screen: 'People_We_Love' },
    { path: SITE_ROUTES.teleportNow, page: TeleportNowPage, title: 'screens.teleportNow', screen: 'Teleport_Now' },
    // One page for every campaign; each reports its own screen name (News, Sindalah_Island…) once its data says which.
    { path: SITE_ROUTES.collection, page: CollectionPage, title: 'collection.title' },
    { path: SITE_ROUTES.liveEvent, page: LiveEventPage, title: 'event.live', screen: 'Happening_Details' },
    { path: SITE_ROUTES.upcomingEvent, page: UpcomingEventPage, title: 'event.upcoming', screen: 'Happening_Details' },
    { path: SITE_ROUTES.loginSettings, page: LoginSettingsPage, title: 'settings.login.heading', screen: 'Settings', access: 'signedIn' },
    { path: SITE_ROUTES.interestsSettings, page: InterestsPage, title: 'settings.interests.heading', screen: 'Interests', access: 'signedIn' },
    { path: SITE_ROUTES.subscriptionSettings, page: SubscriptionPage, title: 'settings.subscription.heading', screen: 'Subscription', access: 'signedIn' },
    { path: sitePath.subscription(brand), page: PremiumLandingPage, title: 'premium.title' },
    { path: SITE_ROUTES.redirect3ds, page: Redirect3dsPage, title: 'premium.redirect3ds.title' },
    // Framed by other sites: the player alone, no header, footer or help.
    { path: SITE_ROUTES.embedVideo, page: EmbeddedVideoPage, title: 'video.title', screen: 'Embedded_Video', hideLayout: true },
    { path: SITE_ROUTES.privacyPolicy, page: PrivacyPolicyPage, title: 'legal.privacy', screen: 'Privacy_Policy' },
    { path: SITE_ROUTES.termsConditions, page: TermsConditionsPage, title: 'legal.terms', screen: 'Terms_Conditions' },
    { path: SITE_ROUTES.communityGuidelines, page: CommunityGuidelinesPage, title: 'legal.community', screen: 'Community_Guidelines' },
    { path: SITE_ROUTES.whoWeAre, page: WhoWeArePage, title: 'legal.whoWeAre', screen: 'Who_We_Are' },
    { path: SITE_ROUTES.partners, page: PartnersPage, title: 'legal.partners', screen: 'Partners' },
    NOT_FOUND_ROUTE,
    SERVER_ERROR_ROUTE,
  ];
}

/** The route a path inside its locale opens (the 404 route when none matches), as the router would pick it. */
export function routeForPath(brand: BrandVariant, path: string): SiteRoute {
  return siteRoutes(brand).find((route) => matchRoute(parse, route.path, path)[0]) ?? NOT_FOUND_ROUTE;
}
