import { DiscoveryScreenView } from './DiscoveryScreenView';

// The five discovery screens share one chunk: each is its rows under its own heading.

/** Every category's videos, the campaigns and the channels. */
export function ExplorePage() {
  return <DiscoveryScreenView screen="explore" heading="screens.explore" intro="discovery.explore.intro" />;
}

/** The editors' picks, the 360° videos and Premium. */
export function ShowcasePage() {
  return <DiscoveryScreenView screen="showcase" heading="screens.showcase" intro="discovery.showcase.intro" />;
}

/** The replays of ended events, then the newest videos: where home's "featured replay" row leads. */
export function FeaturedReplayPage() {
  return <DiscoveryScreenView screen="featured-replay" heading="screens.featuredReplay" intro="discovery.featuredReplay.intro" />;
}

/** Home's "People we love" whole, with the star channels. */
export function PeopleWeLovePage() {
  return <DiscoveryScreenView screen="people-we-love" heading="screens.peopleWeLove" intro="discovery.peopleWeLove.intro" />;
}

/** What is on air now and the places to step into in 360°. */
export function TeleportNowPage() {
  return <DiscoveryScreenView screen="teleport-now" heading="screens.teleportNow" intro="discovery.teleportNow.intro" />;
}
