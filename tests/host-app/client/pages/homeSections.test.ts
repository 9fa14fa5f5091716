import { describe, expect, it } from 'vitest';
import type { HomeSection } from '../../../../host-app/shared/apiTypes';
import { contentSections, homeSectionTitleKey, itemsOfType } from '../../../../host-app/client/pages/home/homeSections';

const channel = (id: string) => ({ id, title: id, thumbnail: '', followers: 0, isFollowing: false });
const sections: HomeSection[] = [
  { key: 'channels', type: 'channels', title: 'A', items: [channel('c1'), channel('c2')] },
  { key: 'dynamic_home_ads', type: 'dynamicHomeAd', title: '', items: [] },
  { key: 'channel_list', type: 'channels', title: 'B', items: [channel('c2'), channel('c3')] },
];

describe('home sections', () => {
  it('collects distinct items of a type in order', () => {
    expect(itemsOfType(sections, 'channels').map((item) => item.id)).toEqual(['c1', 'c2', 'c3']);
    expect(itemsOfType(sections, 'videos')).toEqual([]);
  });

  it('leaves house-ad sections to the ad slots', () => {
    expect(contentSections(sections).map((section) => section.key)).toEqual(['channels', 'channel_list']);
  });

  it('has a title for the promised sections when the answer has none', () => {
    expect(homeSectionTitleKey({ key: 'liveNow', type: 'events' })).toBe('home.liveNow');
    expect(homeSectionTitleKey({ key: 'upcomingEvents', type: 'events' })).toBe('home.upcomingEvents');
    expect(homeSectionTitleKey({ key: 'featured_replay', type: 'videos' })).toBe('home.featuredReplay');
    expect(homeSectionTitleKey({ key: 'stars', type: 'videos' })).toBe('home.videos');
  });
});
